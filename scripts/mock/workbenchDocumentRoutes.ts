import type { Router } from 'express';
import type { WorkbenchContext } from './workbenchContext';

/**
 * The workbench calls of project documents (§5.15); every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchDocumentRoutes(app, ctx);
 */
export function mountWorkbenchDocumentRoutes(_app: Router, _ctx: WorkbenchContext): void {}
