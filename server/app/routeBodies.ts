import { WORKBENCH_APIS_BODIES } from '../../plugins/workbench/apiPort/server/apiBodies';
import { WORKBENCH_BOARD_BODIES } from '../../plugins/workbench/board/server/boardBodies';
import { WORKBENCH_DEFECTS_BODIES } from '../../plugins/workbench/defect/server/defectBodies';
import { WORKBENCH_DESIGNER_BODIES } from '../../plugins/workbench/designer/server/designerBodies';
import { WORKBENCH_DOCUMENTS_BODIES } from '../../plugins/workbench/document/server/documentBodies';
import { WORKBENCH_GENERATOR_BODIES } from '../../plugins/workbench/generator/server/generatorBodies';
import { WORKBENCH_MATERIALS_BODIES } from '../../plugins/workbench/material/server/materialBodies';
import { WORKBENCH_PROJECTS_BODIES } from '../../plugins/workbench/project/server/projectBodies';
import { WORKBENCH_TEMPLATES_BODIES } from '../../plugins/workbench/templates/server/templateBodies';
import { WORKBENCH_TOOLS_BODIES } from '../../plugins/workbench/tools/server/toolBodies';
import type { BodyRules } from '../http/bodyCheck';
import { CONSOLE_BODIES } from '../sample/consoleBodies';

/**
 * The body rule of every write route with a handler of its own, keyed `METHOD /path` as the
 * route table lists it. A test holds that each write route of the server has one.
 */
export const ROUTE_BODIES: BodyRules = {
  ...CONSOLE_BODIES,
  ...WORKBENCH_PROJECTS_BODIES,
  ...WORKBENCH_GENERATOR_BODIES,
  ...WORKBENCH_TEMPLATES_BODIES,
  ...WORKBENCH_APIS_BODIES,
  ...WORKBENCH_BOARD_BODIES,
  ...WORKBENCH_DEFECTS_BODIES,
  ...WORKBENCH_DESIGNER_BODIES,
  ...WORKBENCH_DOCUMENTS_BODIES,
  ...WORKBENCH_MATERIALS_BODIES,
  ...WORKBENCH_TOOLS_BODIES,
};
