import { definePlugin, notBuiltYet } from '../../runtime/plugin';

// The workbench screens named in plugin.yaml. Each shows the marked 'not built yet' page until
// the issue that builds it lands; the names must match plugin.yaml (a test checks).
export default definePlugin({
  name: 'workbench',
  components: {
    dashboard: notBuiltYet('workbench/dashboard'),
    workplace: notBuiltYet('workbench/workplace'),
    project: notBuiltYet('workbench/project'),
    apiPort: notBuiltYet('workbench/apiPort'),
    tools: notBuiltYet('workbench/tools'),
    board: notBuiltYet('workbench/board'),
    flaw: notBuiltYet('workbench/flaw'),
    formEditor: notBuiltYet('workbench/formEditor'),
    projectConfig: notBuiltYet('workbench/projectConfig'),
    projectCreate: notBuiltYet('workbench/projectCreate'),
    frontendGenerator: notBuiltYet('workbench/frontendGenerator'),
    backendGenerator: notBuiltYet('workbench/backendGenerator'),
    dataOrigin: notBuiltYet('workbench/dataOrigin'),
    document: notBuiltYet('workbench/document'),
    generator: notBuiltYet('workbench/generator'),
    formMarker: notBuiltYet('workbench/formMarker'),
    boardTpl: notBuiltYet('workbench/boardTpl'),
    genTpl: notBuiltYet('workbench/genTpl'),
    genTplFiles: notBuiltYet('workbench/genTplFiles'),
    genTplRuleConfig: notBuiltYet('workbench/genTplRuleConfig'),
    generatorCreate: notBuiltYet('workbench/generatorCreate'),
    generatorColumn: notBuiltYet('workbench/generatorColumn'),
    generatorPreview: notBuiltYet('workbench/generatorPreview'),
    materialIndex: notBuiltYet('workbench/materialIndex'),
    materialCreate: notBuiltYet('workbench/materialCreate'),
  },
});
