import { join } from 'node:path';
import type { Request, Response } from 'express';
import { authOf } from '../../../server/auth/authGate';
import { extraHostsFromEnv } from '../../../server/database/hostAllowList';
import { ApiError } from '../../../server/http/envelope';
import type { RouteCall } from '../../../server/http/route';
import type { PluginServerDeps } from '../../../server/plugin';
import { openSecrets } from '../dataSources/server/secrets';
import {
  allProjects,
  ensureProjectFolder,
  type ProjectPlaces,
  type ProjectRecord,
} from '../project/server/projects';
import { type WorkbenchCollection, workbenchCollections } from './workbenchCollections';

/** What the server hands the workbench when it mounts it: the store, the policy, the folders, its resources. */
export type WorkbenchDeps = PluginServerDeps;

export type WorkbenchContext = ReturnType<typeof createWorkbenchContext>;

/** What a workbench handler is called with: the context, the body as its schema typed it, the call. */
export type WorkbenchCall<Body = unknown> = RouteCall<WorkbenchContext, Body>;

/**
 * The helpers every workbench route uses: find a project (404), guard writes to the JIMU project
 * (403 unless `jimu dev` and write:config), the data source environment, the activity log.
 *
 * @example
 * const ctx = createWorkbenchContext(deps); const project = ctx.project(req.body.projectId);
 */
export function createWorkbenchContext(deps: WorkbenchDeps) {
  const { store, policy } = deps;
  const places: ProjectPlaces = {
    repoRoot: join(deps.configDir, '..'),
    dataDir: deps.dataDir,
    pluginsDir: join(deps.configDir, '..', 'plugins'),
  };
  const { rows, remove } = workbenchCollections(store);
  const nextId = (name: WorkbenchCollection) =>
    (store.state[name] ?? []).reduce((max, row) => Math.max(max, Number(row.id) || 0), 0) + 1;
  const isDev = () => process.env.JIMU_DEV === '1';
  const can = (res: Response, permission: string) =>
    policy.permissionsOf(authOf(res).user.roles).has(permission);
  return {
    store,
    /** The envelope resources this server serves (a generated collection is added to them). */
    resources: deps.resources,
    places,
    rows,
    /** Takes the rows `drop` picks out of a collection, in place; answers them. */
    remove,
    nextId,
    isDev,
    can,
    secrets: openSecrets(deps.dataDir),
    sourceEnv: () => ({
      mockState: store.state as Record<string, unknown[]>,
      dataDir: deps.dataDir,
      extraHosts: extraHostsFromEnv(),
    }),
    project(id: unknown): ProjectRecord {
      const project = allProjects(store.state).find((p) => String(p.id) === String(id));
      if (!project) throw new ApiError(404, `项目不存在: ${String(id)}`);
      return project;
    },
    /** A project's folder, ready to read (created from the blank template on first use). */
    root: (project: ProjectRecord) => ensureProjectFolder(places, project),
    /** Whether this caller may write this project's files. */
    mayWrite(res: Response, project: ProjectRecord): boolean {
      if (!can(res, 'write:system')) return false;
      return !project.seed || (isDev() && can(res, 'write:config'));
    },
    guardWrite(res: Response, project: ProjectRecord): void {
      if (!project.seed) return;
      if (!isDev())
        throw new ApiError(
          403,
          'JIMU 项目（示例控制台本身）只在 jimu dev 下可写：请用 `jimu dev` 启动后再应用。',
        );
      if (!can(res, 'write:config'))
        throw new ApiError(403, '写入 JIMU 项目需要 write:config 权限（仅管理员）');
    },
    log(
      req: Request,
      res: Response,
      entry: { projectId: unknown; kind: string; targetId?: unknown; summary: string },
    ) {
      void req;
      const list = rows('activities');
      list.push({
        id: nextId('activities'),
        at: new Date().toISOString(),
        user: authOf(res).user.username,
        ...entry,
      });
      if (list.length > 1000) list.splice(0, list.length - 1000);
    },
  };
}
