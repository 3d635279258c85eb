import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import { type RouteTable, route } from '../../../../server/http/route';
import type { WorkbenchContext } from '../../server/workbenchContext';
import {
  GEN_APPLY,
  GEN_IMPORT,
  GEN_REAPPLY,
  GEN_RENDER,
  GEN_SYNC,
  GEN_TABLE_EDIT,
  GEN_VALIDATOR,
} from './generatorBodies';
import { applyFiles } from './routes/applyRoute';
import { deleteGenTables, editGenTable, getGenTable, listGenTables } from './routes/genTableRoutes';
import { importTables } from './routes/importRoute';
import { reapply } from './routes/reapplyRoute';
import { renderTable, validatorCode, zipTable } from './routes/renderRoutes';
import { driftOf, syncTable } from './routes/syncRoutes';

/**
 * Code generation: import tables (data source, JSON sample, DDL, blank),
 * the genTable records, re-applying the saved rules, sync and drift, render (files + validation),
 * zip, apply (hash-checked, atomic) and the preview's validator. Each handler lives in routes/;
 * the backend generator is workbenchBackendRoutes.
 *
 * @example
 * mountRoutes(app, WORKBENCH_GENERATOR_ROUTES, ctx);
 */
export const WORKBENCH_GENERATOR_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/genTable/getList', handler: listGenTables }),
  route({ method: 'GET', path: '/workbench/genTable/get', handler: getGenTable }),
  route({ method: 'POST', path: '/workbench/generator/import', body: GEN_IMPORT, handler: importTables }),
  route({ method: 'POST', path: '/workbench/genTable/doEdit', body: GEN_TABLE_EDIT, handler: editGenTable }),
  route({
    method: 'POST',
    path: '/workbench/genTable/doDelete',
    body: DELETE_BODY,
    handler: deleteGenTables,
  }),
  route({ method: 'POST', path: '/workbench/generator/reapply', body: GEN_REAPPLY, handler: reapply }),
  route({ method: 'POST', path: '/workbench/generator/sync', body: GEN_SYNC, handler: syncTable }),
  route({ method: 'GET', path: '/workbench/generator/drift', handler: driftOf }),
  route({ method: 'POST', path: '/workbench/generator/render', body: GEN_RENDER, handler: renderTable }),
  route({ method: 'POST', path: '/workbench/generator/zip', body: GEN_RENDER, handler: zipTable }),
  route({ method: 'POST', path: '/workbench/apply', body: GEN_APPLY, handler: applyFiles }),
  route({
    method: 'POST',
    path: '/workbench/generator/validator',
    body: GEN_VALIDATOR,
    handler: validatorCode,
  }),
];
