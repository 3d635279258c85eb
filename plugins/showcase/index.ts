import type { WidgetProps } from '@rjsf/utils';
// Through runtime/plugin, not runtime/lib's index: that one also re-exports the form rules, which
// then came with this file into the console's first screen.
import { definePlugin, lazyComponent } from '../../runtime/plugin';
import { WidgetLoading } from './shared/WidgetLoading';

// Form widgets load their code when a form first draws one (tiptap, react-markdown stay out of forms).
const IconSelectorWidget = lazyComponent<WidgetProps>(
  () => import('./iconSelector/IconSelectorWidget').then((m) => m.default),
  WidgetLoading,
);
const RichTextWidget = lazyComponent<WidgetProps>(
  () => import('./richTextEditor/RichTextWidget').then((m) => m.default),
  WidgetLoading,
);
const MarkdownWidget = lazyComponent<WidgetProps>(
  () => import('./markdownEditor/MarkdownWidget').then((m) => m.default),
  WidgetLoading,
);

// The demo screens named in plugin.yaml. tabs is built (the keep-alive demo); the others
// show the marked 'not built yet' page until the issue that builds them lands; the names must
// match plugin.yaml (a test checks).
export default definePlugin({
  name: 'showcase',
  components: {
    remixIcon: () => import('./remixIcon/RemixIconShowcase'),
    iconSelector: () => import('./iconSelector/IconSelectorShowcase'),
    permission: () => import('./permission/PermissionShowcase'),
    tableDetail: () => import('./tableDetail/TableDetailShowcase'),
    inlineEditTable: () => import('./inlineEditTable/InlineEditTableShowcase'),
    customTable: () => import('./customTable/CustomTableShowcase'),
    card: () => import('./card/CardShowcase'),
    list: () => import('./list/ListShowcase'),
    form: () => import('./form/FormShowcase'),
    richTextEditor: () => import('./richTextEditor/RichTextEditorShowcase'),
    markdownEditor: () => import('./markdownEditor/MarkdownEditorShowcase'),
    workflow: () => import('./workflow/WorkflowShowcase'),
    echarts: () => import('./echarts/EchartsShowcase'),
    print: () => import('./print/PrintShowcase'),
    cropper: () => import('./cropper/CropperShowcase'),
    timeline: () => import('./timeline/TimelineShowcase'),
    count: () => import('./count/CountShowcase'),
    tabs: () => import('./TabsShowcase'),
    dynamicMeta: () => import('./dynamicMeta/DynamicMetaShowcase'),
    dynamicSegmentParams: () => import('./dynamicSegment/ParamsShowcase'),
    dynamicSegmentQuery: () => import('./dynamicSegment/QueryShowcase'),
    dialogDrag: () => import('./dialogDrag/DialogDragShowcase'),
    cardDrag: () => import('./cardDrag/CardDragShowcase'),
    contextmenu: () => import('./contextmenu/ContextmenuShowcase'),
    loading: () => import('./loading/LoadingShowcase'),
    player: () => import('./player/PlayerShowcase'),
    upload: () => import('./upload/UploadShowcase'),
    nestedMenu: () => import('./nestedMenu/NestedMenuShowcase'),
    errorLog: () => import('./errorLog/ErrorLogShowcase'),
    cssfx: () => import('./cssfx/CssfxShowcase'),
    social: () => import('./social/SocialShowcase'),
    iframeView: () => import('./iframe/IframeViewShowcase'),
    iframeSearch: () => import('./iframe/IframeSearchShowcase'),
    excelExport: () => import('./excel/ExcelExportShowcase'),
    excelExportSelected: () => import('./excel/ExcelExportSelectedShowcase'),
    excelExportMerged: () => import('./excel/ExcelExportMergedShowcase'),
  },
  widgets: {
    iconSelector: IconSelectorWidget,
    richText: RichTextWidget,
    markdown: MarkdownWidget,
  },
  // Every screen's strings, loaded with the first showcase screen or widget: not with the console.
  screenLocales: () => import('./locales').then((m) => m.locales),
  locales: {
    zh: {
      tabs: { description: '标签页的缓存：切走再回来，输入、计数和滚动位置都还在。' },
      tabsShowcase: {
        title: '标签页缓存演示',
        intro: '输入一段文字、点几下计数并滚动列表，切换到其他标签页再回来：内容都还在。',
        note: '备注',
        placeholder: '随便写点什么',
        count: '已点击 {{count}} 次',
        list: '长列表',
        row: '第 {{row}} 行',
      },
    },
    en: {
      tabs: {
        description: 'Tab keep-alive: leave and come back, and the input, count and scroll are still there.',
      },
      tabsShowcase: {
        title: 'Tab keep-alive demo',
        intro:
          'Type a note, click the counter and scroll the list, switch to another tab and back: it is all still there.',
        note: 'Note',
        placeholder: 'Write anything',
        count: 'Clicked {{count}} times',
        list: 'A long list',
        row: 'Row {{row}}',
      },
    },
  },
});
