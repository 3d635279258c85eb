import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from 'express';
import { parse } from 'yaml';
import { mountRoutes } from '../../../server/http/mountRoutes';
import type { RouteTable } from '../../../server/http/route';
import { WORKBENCH_API_ROUTES } from '../apiPort/server/workbenchApiRoutes';
import { WORKBENCH_BACKEND_ROUTES } from '../backend/server/workbenchBackendRoutes';
import { WORKBENCH_BOARD_ROUTES } from '../board/server/workbenchBoardRoutes';
import { WORKBENCH_SOURCE_ROUTES } from '../dataSources/server/workbenchSourceRoutes';
import { WORKBENCH_DEFECT_ROUTES } from '../defects/server/workbenchDefectRoutes';
import { WORKBENCH_DESIGNER_ROUTES } from '../designer/server/workbenchDesignerRoutes';
import { WORKBENCH_DOCUMENT_ROUTES } from '../document/server/workbenchDocumentRoutes';
import { registerResource } from '../generator/server/generatedResources';
import { WORKBENCH_GENERATOR_ROUTES } from '../generator/server/workbenchGeneratorRoutes';
import { WORKBENCH_MATERIAL_ROUTES } from '../material/server/workbenchMaterialRoutes';
import { WORKBENCH_OVERVIEW_ROUTES } from '../overview/server/workbenchOverviewRoutes';
import { WORKBENCH_PROJECT_ROUTES } from '../project/server/workbenchProjectRoutes';
import { WORKBENCH_TEMPLATE_ROUTES } from '../templates/server/workbenchTemplateRoutes';
import { createWorkbenchContext, type WorkbenchContext, type WorkbenchDeps } from './workbenchContext';

/** The resources of the served console's pages that name a collection of the store. */
function pageCollections(configDir: string, collections: Record<string, unknown>): string[] {
  const dir = join(configDir, 'pages');
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const file of readdirSync(dir)) {
    if (!/\.ya?ml$/.test(file)) continue;
    try {
      const resource = (parse(readFileSync(join(dir, file), 'utf8')) as { resource?: unknown })?.resource;
      if (typeof resource === 'string' && Array.isArray(collections[resource])) found.push(resource);
    } catch {
      // A page that does not parse is `jimu validate`'s to report, not this scan's.
    }
  }
  return found;
}

/**
 * The developer workbench's calls, every area's table in the order the server
 * tries them: projects, data sources, code generation, the backend generator, templates and
 * rules, APIs and tools, boards, defects, the form designer, documents, materials and the
 * frontend generator, the workplace. Every path is under /workbench and needs a rule in
 * config/permissions.yaml.
 */
export const WORKBENCH_ROUTES: RouteTable<WorkbenchContext> = [
  ...WORKBENCH_PROJECT_ROUTES,
  ...WORKBENCH_SOURCE_ROUTES,
  ...WORKBENCH_GENERATOR_ROUTES,
  ...WORKBENCH_BACKEND_ROUTES,
  ...WORKBENCH_TEMPLATE_ROUTES,
  ...WORKBENCH_API_ROUTES,
  ...WORKBENCH_BOARD_ROUTES,
  ...WORKBENCH_DEFECT_ROUTES,
  ...WORKBENCH_DESIGNER_ROUTES,
  ...WORKBENCH_DOCUMENT_ROUTES,
  ...WORKBENCH_MATERIAL_ROUTES,
  ...WORKBENCH_OVERVIEW_ROUTES,
];

/**
 * Mounts {@link WORKBENCH_ROUTES} with one workbench context for this server. Pages a previous
 * apply generated keep their mock collection served as envelope resources.
 *
 * @example
 * mountWorkbenchRoutes(app, { store, policy, configDir, dataDir, resources });
 */
export function mountWorkbenchRoutes(app: Router, deps: WorkbenchDeps): void {
  for (const resource of pageCollections(deps.configDir, deps.store.state))
    registerResource(deps.resources, resource);
  mountRoutes(app, WORKBENCH_ROUTES, createWorkbenchContext(deps));
}
