import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of the workplace and the task dashboard (§5.1, §5.2); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchOverviewRoutes(app, ctx);
 */
export function mountWorkbenchOverviewRoutes(_app: Router, _ctx: WorkbenchContext): void {}
