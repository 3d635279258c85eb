import { WORKBENCH_APIS_BODIES } from '../../scripts/mock/bodyRules/workbenchApis';
import { WORKBENCH_BOARD_BODIES } from '../../scripts/mock/bodyRules/workbenchBoard';
import { WORKBENCH_DEFECTS_BODIES } from '../../scripts/mock/bodyRules/workbenchDefects';
import { WORKBENCH_DESIGNER_BODIES } from '../../scripts/mock/bodyRules/workbenchDesigner';
import { WORKBENCH_DOCUMENTS_BODIES } from '../../scripts/mock/bodyRules/workbenchDocuments';
import { WORKBENCH_GENERATOR_BODIES } from '../../scripts/mock/bodyRules/workbenchGenerator';
import { WORKBENCH_MATERIALS_BODIES } from '../../scripts/mock/bodyRules/workbenchMaterials';
import { WORKBENCH_PROJECTS_BODIES } from '../../scripts/mock/bodyRules/workbenchProjects';
import { WORKBENCH_TEMPLATES_BODIES } from '../../scripts/mock/bodyRules/workbenchTemplates';
import { WORKBENCH_TOOLS_BODIES } from '../../scripts/mock/bodyRules/workbenchTools';
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
