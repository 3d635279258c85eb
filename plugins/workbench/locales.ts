import type { PluginLocales } from '../../runtime/plugin';
import { apiPortMessages } from './apiPort/messages';
import { backendMessages } from './backend/messages';
import { boardMessages } from './board/boardMessages';
import { defectMessages } from './defects/messages';
import { designerMessages } from './designer/messages';
import { documentMessages } from './document/messages';
import { columnPanelMessages, driftMessages, genPickMessages, reapplyMessages } from './generator/messages';
import { materialMessages } from './material/messages';
import { overviewMessages } from './overview/messages';
import { projectSettingsMessages, projectStartMessages } from './project/messages';
import { ruleMessages } from './rules/ruleMessages';
import { workbenchMessages } from './shared/messages';
import { tplMessages } from './templates/tplMessages';
import { toolsMessages } from './tools/messages';

/** Each area's table under its key: `workbench.<key>.*`. The shared tables sit at the top. */
const AREAS = {
  overview: overviewMessages,
  apiPort: apiPortMessages,
  board: boardMessages,
  document: documentMessages,
  backend: backendMessages,
  material: materialMessages,
  drift: driftMessages,
  reapply: reapplyMessages,
  colPanel: columnPanelMessages,
  genPick: genPickMessages,
  tpl: tplMessages,
  projectStart: projectStartMessages,
  projectSettings: projectSettingsMessages,
  ruleset: ruleMessages,
  tools: toolsMessages,
  defect: defectMessages,
  designer: designerMessages,
};

const tablesIn = (language: 'zh' | 'en') => ({
  ...workbenchMessages[language],
  ...Object.fromEntries(Object.entries(AREAS).map(([area, tables]) => [area, tables[language]])),
});

/**
 * Every workbench string in zh and en, `workbench.*` once the runtime serves them under the
 * plugin's name: the plugin's `screenLocales`, which the runtime loads with the first workbench
 * screen and registers before that screen renders. Screens read them with `useTranslation()`.
 */
export const locales: PluginLocales = { zh: tablesIn('zh'), en: tablesIn('en') };
