import { definePlugin } from '../../runtime/plugin';
import { screens as apiPort } from './apiPort/screens';
import { screens as board } from './board/screens';
import { screens as defects } from './defects/screens';
import { screens as designer } from './designer/screens';
import { screens as document } from './document/screens';
import { screens as material } from './material/screens';
import { screens as overview } from './overview/screens';
import { screens as templates } from './templates/screens';
import { screens as tools } from './tools/screens';

// The workbench screens named in plugin.yaml, each a lazy chunk (docs/workbench.md); the names must
// match plugin.yaml (a test checks). Each area lists its own screens in <area>/screens.ts.
export default definePlugin({
  name: 'workbench',
  components: {
    ...overview,
    project: () => import('./project/ProjectList'),
    ...apiPort,
    ...tools,
    ...board,
    ...defects,
    ...designer,
    projectConfig: () => import('./project/ProjectConfig'),
    projectCreate: () => import('./project/ProjectCreate'),
    backendGenerator: () => import('./backend/BackendGenerator'),
    dataSources: () => import('./dataSources/DataSources'),
    ...document,
    generator: () => import('./generator/GeneratorList'),
    ...templates,
    genTplFiles: () => import('./templates/TemplateFiles'),
    genTplRuleConfig: () => import('./rules/RuleConfig'),
    generatorCreate: () => import('./generator/GeneratorCreate'),
    generatorColumn: () => import('./generator/GeneratorColumn'),
    generatorPreview: () => import('./generator/GeneratorPreview'),
    ...material,
  },
  // Every area's strings, loaded with the first workbench screen and registered by the runtime
  // before it renders: the console's first screen does not carry them.
  screenLocales: () => import('./locales').then((m) => m.locales),
});
