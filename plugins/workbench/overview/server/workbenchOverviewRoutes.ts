import { authOf } from '../../../../server/auth/authGate';
import { messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { allProjects } from '../../project/server/projects';
import { validateProject } from '../../project/server/validateProject';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { DEFECT_DONE, overviewStats, taskProjectId } from './overviewStats';

type Row = Record<string, unknown>;

/** One project's last health check ("config health"). */
interface Health {
  projectId: number;
  errors: number;
  warnings: number;
  checkedAt: string;
  first: { path: string; line: number; col: number; code: string; message: string } | null;
}

const today = () => new Date().toISOString().slice(0, 10);
const RECENT_PROJECTS = 6;

/** The last health checks, per workbench (one per server): kept while the server runs. */
const checks = new WeakMap<WorkbenchContext, Map<number, Health>>();

function healthOf(ctx: WorkbenchContext): Map<number, Health> {
  let found = checks.get(ctx);
  if (!found) {
    found = new Map();
    checks.set(ctx, found);
  }
  return found;
}

const state = (ctx: WorkbenchContext) => ctx.store.state;

// Where the person was last: projects of their own latest activity first, then those holding
// their open tasks or defects, then the ones they own.
function recentProjects(ctx: WorkbenchContext, user: string, activities: Row[]) {
  const boards = ctx.rows('boards');
  const ranked: number[] = [];
  const add = (id: unknown) => {
    const n = Number(id);
    if (id !== undefined && id !== null && !Number.isNaN(n) && !ranked.includes(n)) ranked.push(n);
  };
  for (const a of [...activities].reverse()) if (a.user === user) add(a.projectId);
  for (const t of ctx.rows('tasks')) if (t.assignee === user) add(taskProjectId(t, boards));
  for (const d of ctx.rows('defects'))
    if (d.assignee === user && !DEFECT_DONE.includes(String(d.status))) add(d.projectId);
  const projects = allProjects(state(ctx));
  for (const p of projects) if (p.owner === user) add(p.id);
  const stats = overviewStats(state(ctx), user, { today: today() });
  return ranked
    .map((id) => projects.find((p) => p.id === id))
    .filter((p) => p !== undefined)
    .slice(0, RECENT_PROJECTS)
    .map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      status: p.status,
      description: p.description,
      openTasks: stats.tasks.filter((t) => !t.done && t.projectId === p.id).length,
      openDefects: ctx
        .rows('defects')
        .filter((d) => d.assignee === user && Number(d.projectId) === p.id)
        .filter((d) => !DEFECT_DONE.includes(String(d.status))).length,
    }));
}

/** The caller's aggregates, recent projects and activity, and the last health checks. */
function stats({ ctx, req, res }: WorkbenchCall) {
  const user = authOf(res).user.username;
  const projectId =
    req.query.projectId === undefined || req.query.projectId === '' ? undefined : Number(req.query.projectId);
  const found = overviewStats(state(ctx), user, { today: today(), projectId });
  const activities = ctx.rows('activities');
  const recent = activities
    .filter((a) => projectId === undefined || Number(a.projectId) === projectId)
    .slice(-20)
    .reverse();
  send(res, 200, messages.success, {
    ...found,
    recent,
    recentProjects: recentProjects(ctx, user, activities),
    validation: [...healthOf(ctx).values()].map(({ first: _first, ...rest }) => rest),
  });
}

/** One project validated now; the result is kept as its last health check. */
async function health({ ctx, req, res }: WorkbenchCall) {
  const project = ctx.project(req.query.projectId);
  const diagnostics = await validateProject(await ctx.root(project), {}, ctx.places.pluginsDir);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0] ?? diagnostics[0];
  const result: Health = {
    projectId: project.id,
    errors: errors.length,
    warnings: diagnostics.length - errors.length,
    checkedAt: new Date().toISOString(),
    first: first
      ? { path: first.path, line: first.line, col: first.col, code: first.code, message: first.message }
      : null,
  };
  healthOf(ctx).set(project.id, result);
  send(res, 200, messages.success, result);
}

/**
 * The workbench calls of the workplace and the task dashboard; every path is under
 * /workbench (config/permissions.yaml): `GET /workbench/stats` (the caller's aggregates, recent
 * projects and activity, the last health checks) and `GET /workbench/health` (validates one
 * project now). A status change on the dashboard is the board's own move (`tasks/sort`).
 *
 * @example
 * mountRoutes(app, WORKBENCH_OVERVIEW_ROUTES, ctx);
 */
export const WORKBENCH_OVERVIEW_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/stats', handler: stats }),
  route({ method: 'GET', path: '/workbench/health', handler: health }),
];
