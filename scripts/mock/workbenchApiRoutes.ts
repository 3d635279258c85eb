import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of API management and try-it (§5.12); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchApiRoutes(app, ctx);
 */
export function mountWorkbenchApiRoutes(_app: Router, _ctx: WorkbenchContext): void {}
