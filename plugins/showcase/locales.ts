import type { PluginLocales } from '../../runtime/plugin';
import * as card from './card/messages';
import * as cardDrag from './cardDrag/messages';
import * as contextmenu from './contextmenu/messages';
import * as count from './count/messages';
import * as cropper from './cropper/messages';
import * as cssfx from './cssfx/messages';
import * as customTable from './customTable/messages';
import * as dialogDrag from './dialogDrag/messages';
import * as dynamicMeta from './dynamicMeta/messages';
import * as dynamicSegment from './dynamicSegment/messages';
import * as echarts from './echarts/messages';
import * as errorLog from './errorLog/messages';
import * as excel from './excel/messages';
import * as form from './form/messages';
import * as iconSelector from './iconSelector/messages';
import * as iframe from './iframe/messages';
import * as inlineEditTable from './inlineEditTable/messages';
import * as list from './list/messages';
import * as loading from './loading/messages';
import * as markdownEditor from './markdownEditor/messages';
import * as nestedMenu from './nestedMenu/messages';
import * as permission from './permission/messages';
import * as player from './player/messages';
import * as print from './print/messages';
import * as remixIcon from './remixIcon/messages';
import * as richTextEditor from './richTextEditor/messages';
import { pageMessages } from './shared/pageMessages';
import type { ShowcaseMessages } from './shared/showcaseMessages';
import * as social from './social/messages';
import * as tableDetail from './tableDetail/messages';
import * as timeline from './timeline/messages';
import * as upload from './upload/messages';
import * as workflow from './workflow/messages';

// Each screen folder's messages.ts (a screen folder may declare several screens' tables).
const MODULES: Record<string, unknown>[] = [
  card,
  cardDrag,
  contextmenu,
  count,
  cropper,
  cssfx,
  customTable,
  dialogDrag,
  dynamicMeta,
  dynamicSegment,
  echarts,
  errorLog,
  excel,
  form,
  iconSelector,
  iframe,
  inlineEditTable,
  list,
  loading,
  markdownEditor,
  nestedMenu,
  permission,
  player,
  print,
  remixIcon,
  richTextEditor,
  social,
  tableDetail,
  timeline,
  upload,
  workflow,
];

const isMessages = (value: unknown): value is ShowcaseMessages =>
  typeof value === 'object' && value !== null && 'screen' in value;

/** Every screen's table, and the frame's. */
export const SHOWCASE_MESSAGES: ShowcaseMessages[] = [
  pageMessages,
  ...MODULES.flatMap((module) => Object.values(module).filter(isMessages)),
];

const tablesIn = (language: 'zh' | 'en') =>
  Object.fromEntries(SHOWCASE_MESSAGES.map((messages) => [messages.screen, messages[language]]));

/**
 * Every showcase screen's strings in zh and en, `showcase.<screen>.*` once the runtime serves them
 * under the plugin's name: the plugin's `screenLocales`, which the runtime loads with the first
 * showcase screen or widget and registers before it renders.
 */
export const locales: PluginLocales = { zh: tablesIn('zh'), en: tablesIn('en') };
