import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import { type RouteTable, route } from '../../../../server/http/route';
import type { WorkbenchContext } from '../../server/workbenchContext';
import {
  MATERIAL_PLAN,
  MATERIAL_RENDER,
  MATERIAL_SAVE,
  MATERIAL_TO_GEN_TABLE,
  MATERIAL_USE,
  MATERIAL_VALIDATE,
} from './materialBodies';
import { getMaterial, listMaterials, validateMaterial } from './routes/galleryRoutes';
import { deleteMaterials, saveMaterial } from './routes/saveRoutes';
import { planMaterial, renderWithValues, toGenTable, useMaterial } from './routes/useRoutes';
import { FRONTEND_ROUTES } from './workbenchFrontendRoutes';

/**
 * The material centre: the gallery's list (type, tag, search, sort; availability for a
 * project's plugins), one material, checking content against its fragment schema with located
 * errors, save (new, or a new version of one's own; built-in ones are fixed), delete, render with
 * parameters, "use" (counted) and the plan of inserting one into a project. Then the frontend
 * generator's calls. Each handler lives in routes/.
 *
 * @example
 * mountRoutes(app, WORKBENCH_MATERIAL_ROUTES, ctx);
 */
export const WORKBENCH_MATERIAL_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/material/getList', handler: listMaterials }),
  route({ method: 'GET', path: '/workbench/material/get', handler: getMaterial }),
  route({
    method: 'POST',
    path: '/workbench/material/validate',
    body: MATERIAL_VALIDATE,
    handler: validateMaterial,
  }),
  route({ method: 'POST', path: '/workbench/material/save', body: MATERIAL_SAVE, handler: saveMaterial }),
  route({
    method: 'POST',
    path: '/workbench/material/doDelete',
    body: DELETE_BODY,
    handler: deleteMaterials,
  }),
  route({
    method: 'POST',
    path: '/workbench/material/render',
    body: MATERIAL_RENDER,
    handler: renderWithValues,
  }),
  route({ method: 'POST', path: '/workbench/material/use', body: MATERIAL_USE, handler: useMaterial }),
  route({ method: 'POST', path: '/workbench/material/plan', body: MATERIAL_PLAN, handler: planMaterial }),
  route({
    method: 'POST',
    path: '/workbench/material/toGenTable',
    body: MATERIAL_TO_GEN_TABLE,
    handler: toGenTable,
  }),
  ...FRONTEND_ROUTES,
];
