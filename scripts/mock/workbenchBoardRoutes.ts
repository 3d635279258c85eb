import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of boards, board templates and task moves (§5.13); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchBoardRoutes(app, ctx);
 */
export function mountWorkbenchBoardRoutes(_app: Router, _ctx: WorkbenchContext): void {}
