import { bodyRulesOf } from '../../../server/http/mountRoutes';
import { definePluginServer } from '../../../server/plugin';
import { WORKBENCH_API_ROUTES } from '../apiPort/server/workbenchApiRoutes';
import { WORKBENCH_BACKEND_ROUTES } from '../backend/server/workbenchBackendRoutes';
import { WORKBENCH_BOARD_ROUTES } from '../board/server/workbenchBoardRoutes';
import { closeSourcePools } from '../dataSources/server/sourcePools';
import { WORKBENCH_SOURCE_ROUTES } from '../dataSources/server/workbenchSourceRoutes';
import { WORKBENCH_DEFECT_ROUTES } from '../defects/server/workbenchDefectRoutes';
import { WORKBENCH_DESIGNER_ROUTES } from '../designer/server/workbenchDesignerRoutes';
import { WORKBENCH_DOCUMENT_ROUTES } from '../document/server/workbenchDocumentRoutes';
import { WORKBENCH_GENERATOR_ROUTES } from '../generator/server/workbenchGeneratorRoutes';
import { WORKBENCH_MATERIAL_ROUTES } from '../material/server/workbenchMaterialRoutes';
import { WORKBENCH_PROJECT_ROUTES } from '../project/server/workbenchProjectRoutes';
import { WORKBENCH_TEMPLATE_ROUTES } from '../templates/server/workbenchTemplateRoutes';
import { OWNED_FIELDS } from './workbenchOwnedFields';
import { mountWorkbenchRoutes } from './workbenchRoutes';

// The workbench's server half, named by plugin.yaml (`server: server/index.ts`) and mounted by
// jimu serve and jimu dev when app.yaml enables the plugin. Each area keeps its routes and their
// body rules in <area>/server/, beside its screens.
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
  bodies: {
    ...bodyRulesOf(WORKBENCH_PROJECT_ROUTES),
    ...bodyRulesOf(WORKBENCH_SOURCE_ROUTES),
    ...bodyRulesOf(WORKBENCH_GENERATOR_ROUTES),
    ...bodyRulesOf(WORKBENCH_BACKEND_ROUTES),
    ...bodyRulesOf(WORKBENCH_TEMPLATE_ROUTES),
    ...bodyRulesOf(WORKBENCH_API_ROUTES),
    ...bodyRulesOf(WORKBENCH_BOARD_ROUTES),
    ...bodyRulesOf(WORKBENCH_DEFECT_ROUTES),
    ...bodyRulesOf(WORKBENCH_DESIGNER_ROUTES),
    ...bodyRulesOf(WORKBENCH_DOCUMENT_ROUTES),
    ...bodyRulesOf(WORKBENCH_MATERIAL_ROUTES),
  },
  ownedFields: OWNED_FIELDS,
  mount: mountWorkbenchRoutes,
  // The PostgreSQL pools of the data sources this server opened.
  close: ({ dataDir }) => closeSourcePools(dataDir),
});
