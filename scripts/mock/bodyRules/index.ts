import type { BodyRules } from '../bodyCheck';
import { CONSOLE_BODIES } from './console';
import { WORKBENCH_APIS_BODIES } from './workbenchApis';
import { WORKBENCH_BOARD_BODIES } from './workbenchBoard';
import { WORKBENCH_DEFECTS_BODIES } from './workbenchDefects';
import { WORKBENCH_DESIGNER_BODIES } from './workbenchDesigner';
import { WORKBENCH_DOCUMENTS_BODIES } from './workbenchDocuments';
import { WORKBENCH_GENERATOR_BODIES } from './workbenchGenerator';
import { WORKBENCH_MATERIALS_BODIES } from './workbenchMaterials';
import { WORKBENCH_PROJECTS_BODIES } from './workbenchProjects';
import { WORKBENCH_TEMPLATES_BODIES } from './workbenchTemplates';
import { WORKBENCH_TOOLS_BODIES } from './workbenchTools';

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
