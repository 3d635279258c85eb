import { definePlugin, notBuiltYet } from '../../runtime/plugin';

// The workbench screens named in plugin.yaml, each a lazy chunk (docs/workbench.md). The ones not
// built yet show the marked 'not built yet' page; the names must match plugin.yaml (a test checks).
export default definePlugin({
  name: 'workbench',
  components: {
    dashboard: notBuiltYet('workbench/dashboard'),
    workplace: notBuiltYet('workbench/workplace'),
    project: () => import('./project/ProjectList'),
    apiPort: notBuiltYet('workbench/apiPort'),
    tools: notBuiltYet('workbench/tools'),
    board: notBuiltYet('workbench/board'),
    flaw: notBuiltYet('workbench/flaw'),
    formEditor: notBuiltYet('workbench/formEditor'),
    projectConfig: () => import('./project/ProjectConfig'),
    projectCreate: () => import('./project/ProjectCreate'),
    frontendGenerator: notBuiltYet('workbench/frontendGenerator'),
    backendGenerator: () => import('./backend/BackendGenerator'),
    dataOrigin: () => import('./dataOrigin/DataOrigin'),
    document: notBuiltYet('workbench/document'),
    generator: () => import('./generator/GeneratorList'),
    formMarker: notBuiltYet('workbench/formMarker'),
    boardTpl: notBuiltYet('workbench/boardTpl'),
    genTpl: notBuiltYet('workbench/genTpl'),
    genTplFiles: () => import('./templates/TemplateFiles'),
    genTplRuleConfig: () => import('./rules/RuleConfig'),
    generatorCreate: () => import('./generator/GeneratorCreate'),
    generatorColumn: () => import('./generator/GeneratorColumn'),
    generatorPreview: () => import('./generator/GeneratorPreview'),
    materialIndex: notBuiltYet('workbench/materialIndex'),
    materialCreate: notBuiltYet('workbench/materialCreate'),
  },
});
