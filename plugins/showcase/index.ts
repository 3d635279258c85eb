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

// The demo screens named in plugin.yaml. tabs is built (the keep-alive demo, LY-06); the others
// show the marked 'not built yet' page until the issue that builds them lands; the names must
// match plugin.yaml (a test checks).
export default definePlugin({
  name: 'demo',
  components: {
    remixIcon: () => import('./remixIcon/RemixIconDemo'),
    iconSelector: () => import('./iconSelector/IconSelectorDemo'),
    permission: () => import('./permission/PermissionDemo'),
    tableDetail: () => import('./tableDetail/TableDetailDemo'),
    inlineEditTable: () => import('./inlineEditTable/InlineEditTableDemo'),
    customTable: () => import('./customTable/CustomTableDemo'),
    card: () => import('./card/CardDemo'),
    list: () => import('./list/ListDemo'),
    form: () => import('./form/FormDemo'),
    richTextEditor: () => import('./richTextEditor/RichTextEditorDemo'),
    markdownEditor: () => import('./markdownEditor/MarkdownEditorDemo'),
    workflow: () => import('./workflow/WorkflowDemo'),
    echarts: () => import('./echarts/EchartsDemo'),
    print: () => import('./print/PrintDemo'),
    cropper: () => import('./cropper/CropperDemo'),
    timeline: () => import('./timeline/TimelineDemo'),
    count: () => import('./count/CountDemo'),
    tabs: () => import('./TabsDemo'),
    dynamicMeta: () => import('./dynamicMeta/DynamicMetaDemo'),
    dynamicSegmentParams: () => import('./dynamicSegment/ParamsDemo'),
    dynamicSegmentQuery: () => import('./dynamicSegment/QueryDemo'),
    dialogDrag: () => import('./dialogDrag/DialogDragDemo'),
    cardDrag: () => import('./cardDrag/CardDragDemo'),
    contextmenu: () => import('./contextmenu/ContextmenuDemo'),
    loading: () => import('./loading/LoadingDemo'),
    player: () => import('./player/PlayerDemo'),
    upload: () => import('./upload/UploadDemo'),
    nestedMenu: () => import('./nestedMenu/NestedMenuDemo'),
    errorLog: () => import('./errorLog/ErrorLogDemo'),
    cssfx: () => import('./cssfx/CssfxDemo'),
    social: () => import('./social/SocialDemo'),
    iframeView: () => import('./iframe/IframeViewDemo'),
    iframeSearch: () => import('./iframe/IframeSearchDemo'),
    excelExport: () => import('./excel/ExcelExportDemo'),
    excelExportSelected: () => import('./excel/ExcelExportSelectedDemo'),
    excelExportMerged: () => import('./excel/ExcelExportMergedDemo'),
  },
  widgets: {
    iconSelector: IconSelectorWidget,
    richText: RichTextWidget,
    markdown: MarkdownWidget,
  },
  locales: {
    zh: {
      tabs: { description: '标签页的缓存：切走再回来，输入、计数和滚动位置都还在。' },
      tabsDemo: {
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
      tabsDemo: {
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
