import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of the material centre and the frontend generator (§5.10, §5.16); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchMaterialRoutes(app, ctx);
 */
export function mountWorkbenchMaterialRoutes(_app: Router, _ctx: WorkbenchContext): void {}
