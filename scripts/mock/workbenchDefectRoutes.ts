import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of defects and their status flow (§5.14); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchDefectRoutes(app, ctx);
 */
export function mountWorkbenchDefectRoutes(_app: Router, _ctx: WorkbenchContext): void {}
