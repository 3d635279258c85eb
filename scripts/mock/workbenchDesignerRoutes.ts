import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of the form designer (§5.9); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchDesignerRoutes(app, ctx);
 */
export function mountWorkbenchDesignerRoutes(_app: Router, _ctx: WorkbenchContext): void {}
