import { bodyRulesOf } from '../../../server/http/mountRoutes';
import { definePluginServer } from '../../../server/plugin';
import { closeProjectRunners } from '../apiPort/server/projectRunner';
import { closeSourcePools } from '../dataSources/server/sourcePools';
import { OWNED_FIELDS } from './workbenchOwnedFields';
import { mountWorkbenchRoutes, WORKBENCH_ROUTES } from './workbenchRoutes';

// The workbench's server half, named by plugin.yaml (`server: server/index.ts`) and mounted by
// jimu serve and jimu dev when app.yaml enables the plugin. Each area keeps its route table, its
// handlers and their body schemas in <area>/server/, beside its screens.
export default definePluginServer({
  name: 'workbench',
  // The workbench's records, listed, edited and deleted through the envelope calls.
  resources: {
    project: { collection: 'projects' },
    api: { collection: 'apis' },
    board: { collection: 'boards' },
    task: { collection: 'tasks' },
    defect: { collection: 'defects' },
    dataSource: { collection: 'dataSources' },
    document: { collection: 'documents' },
    codeTemplate: { collection: 'codeTemplates' },
    material: { collection: 'materials' },
  },
  // One body rule per write route, each checked by its route before its handler runs.
  bodies: bodyRulesOf(WORKBENCH_ROUTES),
  ownedFields: OWNED_FIELDS,
  mount: mountWorkbenchRoutes,
  // The PostgreSQL pools of the data sources this server opened, and those of the projects whose
  // endpoints API management ran.
  close: async ({ dataDir }) => {
    await Promise.all([closeSourcePools(dataDir), closeProjectRunners(dataDir)]);
  },
});
