import type { Request, Response } from 'express';
import { authOf } from '../../../../server/auth/authGate';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import { allProjects } from '../../project/server/projects';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import {
  allowedTargets,
  type FlowActor,
  flowTargets,
  requirementErrors,
  STATUSES,
} from '../model/defectFlow';
import { checkAttachments } from './defectAttachments';
import { DEFECT_ASSIGN, DEFECT_COMMENT, DEFECT_ID, DEFECT_SAVE, DEFECT_TRANSITION } from './defectBodies';
import {
  boardTaskFor,
  checkDefectFields,
  isResolution,
  matchesFilter,
  NEED_ZH,
  STATUS_ZH,
  statusCounts,
  withAllowed,
} from './defectRecords';

type Row = Record<string, unknown>;

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const names = (list: string[]) => list.map((s) => `${s}（${STATUS_ZH[s] ?? s}）`).join('、') || '无';

type Call<Body = unknown> = WorkbenchCall<Body>;

/** The defects of the store and what every defect call shares: people, the actor, find, record. */
function defectsOf(ctx: WorkbenchContext) {
  const defects = () => ctx.rows('defects');
  const people = () => ctx.rows('users').map((u) => String(u.username));
  const actorOf = (res: Response, projectId: unknown): FlowActor => {
    const username = authOf(res).user.username;
    const owner = allProjects(ctx.store.state).find((p) => String(p.id) === String(projectId))?.owner;
    return {
      username,
      canWrite: ctx.can(res, 'write:system'),
      maintainer: ctx.can(res, 'delete:system') || owner === username,
    };
  };
  const find = (id: unknown) => {
    const defect = defects().find((d) => String(d.id) === String(id));
    if (!defect) throw new ApiError(404, `缺陷不存在: ${String(id)}`);
    return defect;
  };
  const record = (req: Request, res: Response, defect: Row, entry: Row, summary: string) => {
    const at = now();
    (defect.history as Row[]).push({ at, by: authOf(res).user.username, ...entry });
    defect.updateTime = at;
    ctx.log(req, res, {
      projectId: defect.projectId,
      kind: `defect.${entry.field}`,
      targetId: defect.id,
      summary,
    });
  };
  return { defects, people, actorOf, find, record };
}

function listDefects({ ctx, req, res }: Call) {
  const { defects, people, actorOf } = defectsOf(ctx);
  const query = req.query as Record<string, unknown>;
  const rows = defects().filter(
    (d) => query.projectId === undefined || String(d.projectId) === String(query.projectId),
  );
  const list = rows
    .filter((d) => matchesFilter(d, query))
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))
    .map((d) => withAllowed(d, actorOf(res, d.projectId)));
  const actor = actorOf(res, query.projectId);
  send(res, 200, messages.success, {
    list,
    total: list.length,
    counts: statusCounts(rows, query),
    people: people(),
    maintainer: actor.canWrite && actor.maintainer,
  });
}

function getDefect({ ctx, req, res }: Call) {
  const { actorOf, find } = defectsOf(ctx);
  const defect = find(req.query.id);
  send(res, 200, messages.success, withAllowed(defect, actorOf(res, defect.projectId)));
}

async function saveDefect({ ctx, body, req, res }: Call<BodyOf<typeof DEFECT_SAVE>>) {
  const { defects, people, actorOf, find, record } = defectsOf(ctx);
  const existing = body.id === undefined || body.id === null ? undefined : find(body.id);
  const projectId = existing ? existing.projectId : ctx.project(body.projectId).id;
  const actor = actorOf(res, projectId);
  const { fieldErrors, values } = checkDefectFields(body, people(), !existing);
  if ('attachments' in body) {
    const checked = checkAttachments(body.attachments, ctx.rows('uploads'));
    if (checked.error) fieldErrors.attachments = checked.error;
    else values.attachments = checked.attachments;
  }
  if (existing && !actor.maintainer) {
    // Triage belongs to maintainers (KeYProject/key #518): a reporter describes, a maintainer ranks.
    for (const field of ['severity', 'priority', 'assignee'] as const)
      if (field in values && values[field] !== existing[field])
        fieldErrors[field] = '只有项目负责人或管理员可以修改严重程度、优先级和处理人';
  }
  if (Object.keys(fieldErrors).length > 0) {
    send(res, 400, Object.values(fieldErrors)[0], { fieldErrors });
    return;
  }
  if (existing) {
    for (const field of ['severity', 'priority', 'assignee'] as const) {
      if (field in values && values[field] !== existing[field])
        record(
          req,
          res,
          existing,
          { field, from: existing[field] ?? null, to: values[field], comment: '' },
          `defect #${existing.id} ${field}`,
        );
    }
    Object.assign(existing, values, { updateTime: now() });
    await ctx.store.flush();
    send(res, 200, messages.saved, withAllowed(existing, actor));
    return;
  }
  const created: Row = {
    id: ctx.nextId('defects'),
    projectId,
    description: '',
    environment: '',
    version: '',
    pageRef: '',
    ...values,
    status: 'new',
    reporter: actor.username,
    assignee: values.assignee ?? null,
    resolution: null,
    duplicateOf: null,
    taskId: null,
    attachments: [],
    history: [],
    createTime: now(),
    updateTime: now(),
    resolvedTime: null,
  };
  defects().push(created);
  ctx.log(req, res, {
    projectId,
    kind: 'defect.create',
    targetId: created.id,
    summary: `reported defect #${created.id}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, withAllowed(created, actor));
}

async function transition({ ctx, body, req, res }: Call<BodyOf<typeof DEFECT_TRANSITION>>) {
  const { defects, people, actorOf, find, record } = defectsOf(ctx);
  const defect = find(body.id);
  const from = String(defect.status);
  const to = text(body.to);
  const actor = actorOf(res, defect.projectId);
  const allowed = allowedTargets(defect as never, actor);
  if (body.from !== undefined && String(body.from) !== from) {
    send(res, 409, `缺陷 #${defect.id} 的状态已被改为 ${from}（${STATUS_ZH[from] ?? from}），请刷新后重试`, {
      from,
      allowed,
    });
    return;
  }
  if (!flowTargets(from).includes(to as never)) {
    const reason = (STATUSES as readonly string[]).includes(to) ? '不允许的状态流转' : '未知的状态';
    send(res, 400, `${reason}: ${from} → ${to || '（空）'}；可转到: ${names(allowed)}`, {
      from,
      to,
      allowed,
      flow: flowTargets(from),
    });
    return;
  }
  if (!allowed.includes(to as never)) {
    send(
      res,
      403,
      `你不能把缺陷从 ${from} 转到 ${to}：需要处理人、报告人或项目负责人；你可转到: ${names(allowed)}`,
      { from, to, allowed },
    );
    return;
  }
  const needs = requirementErrors(from, to, body as never, defect as never);
  const fieldErrors = Object.fromEntries(Object.entries(needs).map(([field, key]) => [field, NEED_ZH[key]]));
  if (body.resolution && !isResolution(body.resolution)) fieldErrors.resolution = NEED_ZH.resolution;
  const duplicateOf = body.duplicateOf
    ? defects().find((d) => String(d.id) === String(body.duplicateOf))
    : undefined;
  if (body.resolution === 'duplicate' && body.duplicateOf && (!duplicateOf || duplicateOf === defect))
    fieldErrors.duplicateOf = `缺陷 #${String(body.duplicateOf)} 不存在或就是本缺陷`;
  const assignee = text(body.assignee);
  if (assignee && !people().includes(assignee)) fieldErrors.assignee = `用户 ${assignee} 不存在`;
  if (Object.keys(fieldErrors).length > 0) {
    send(res, 400, Object.values(fieldErrors)[0], { fieldErrors, allowed });
    return;
  }
  if (assignee) defect.assignee = assignee;
  if (to === 'resolved' || to === 'closed') {
    if (body.resolution) defect.resolution = body.resolution;
    if (body.resolution === 'duplicate') defect.duplicateOf = Number(body.duplicateOf);
  }
  if (to === 'reopened') {
    defect.resolution = null;
    defect.duplicateOf = null;
    defect.resolvedTime = null;
  }
  defect.status = to;
  record(
    req,
    res,
    defect,
    { field: 'status', from, to, comment: text(body.comment) },
    `defect #${defect.id} ${from} → ${to}`,
  );
  if (to === 'resolved') defect.resolvedTime = defect.updateTime;
  await ctx.store.flush();
  send(res, 200, messages.saved, withAllowed(defect, actor));
}

async function comment({ ctx, body, req, res }: Call<BodyOf<typeof DEFECT_COMMENT>>) {
  const { actorOf, find, record } = defectsOf(ctx);
  const defect = find(body.id);
  const comment = text(body.text);
  if (!comment) {
    send(res, 400, '请填写评论', { fieldErrors: { text: '请填写评论' } });
    return;
  }
  if (comment.length > 4000) {
    send(res, 400, '评论最多 4000 个字', { fieldErrors: { text: '评论最多 4000 个字' } });
    return;
  }
  record(
    req,
    res,
    defect,
    { field: 'comment', from: null, to: null, comment },
    `commented on defect #${defect.id}`,
  );
  await ctx.store.flush();
  send(res, 200, messages.saved, withAllowed(defect, actorOf(res, defect.projectId)));
}

async function assign({ ctx, body, req, res }: Call<BodyOf<typeof DEFECT_ASSIGN>>) {
  const { people, actorOf, find, record } = defectsOf(ctx);
  const assignee = text(body.assignee);
  if (!people().includes(assignee)) {
    send(res, 400, `用户 ${assignee || '（空）'} 不存在`, {
      fieldErrors: { assignee: `用户 ${assignee} 不存在` },
    });
    return;
  }
  const chosen = idsOf(body).map(find);
  const refused = chosen.filter((d) => !actorOf(res, d.projectId).maintainer);
  if (refused.length > 0)
    throw new ApiError(403, `只有项目负责人或管理员可以指派：${refused.map((d) => `#${d.id}`).join('、')}`);
  for (const defect of chosen) {
    if (defect.assignee === assignee) continue;
    record(
      req,
      res,
      defect,
      { field: 'assignee', from: defect.assignee ?? null, to: assignee, comment: '' },
      `assigned defect #${defect.id} to ${assignee}`,
    );
    defect.assignee = assignee;
  }
  await ctx.store.flush();
  send(res, 200, messages.saved, { ids: chosen.map((d) => d.id) });
}

async function createTask({ ctx, body, req, res }: Call<BodyOf<typeof DEFECT_ID>>) {
  const { actorOf, find, record } = defectsOf(ctx);
  const defect = find(body.id);
  if (defect.taskId) throw new ApiError(409, `缺陷 #${defect.id} 已关联任务 #${String(defect.taskId)}`);
  const board = ctx.rows('boards').find((b) => String(b.projectId) === String(defect.projectId));
  if (!board) throw new ApiError(400, '该项目还没有看板，请先在项目看板中创建一个');
  const tasks = ctx.rows('tasks');
  const task = boardTaskFor(defect, board, tasks, ctx.nextId('tasks'));
  tasks.push(task);
  defect.taskId = task.id;
  record(
    req,
    res,
    defect,
    { field: 'taskId', from: null, to: task.id, comment: '' },
    `linked task #${task.id} to defect #${defect.id}`,
  );
  await ctx.store.flush();
  send(res, 200, messages.saved, { task, defect: withAllowed(defect, actorOf(res, defect.projectId)) });
}

async function deleteDefects({ ctx, body, req, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const { defects } = defectsOf(ctx);
  const ids = idsOf(body).map(String);
  const list = defects();
  const removed = list.filter((d) => ids.includes(String(d.id)));
  for (const defect of removed) {
    list.splice(list.indexOf(defect), 1);
    ctx.log(req, res, {
      projectId: defect.projectId,
      kind: 'defect.delete',
      targetId: defect.id,
      summary: `deleted defect #${defect.id}`,
    });
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted, { ids: removed.map((d) => d.id) });
}

/**
 * The workbench calls of defects and their status flow: list with filters and per-status
 * counts, create/edit, the flow's transitions (the machine in plugins/workbench/defects/defectFlow.ts
 * decides, so the screen and the server agree), comments, bulk assign, a linked board task, delete.
 * Every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountRoutes(app, WORKBENCH_DEFECT_ROUTES, ctx);
 */
export const WORKBENCH_DEFECT_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/defect/getList', handler: listDefects }),
  route({ method: 'GET', path: '/workbench/defect/get', handler: getDefect }),
  route({ method: 'POST', path: '/workbench/defect/save', body: DEFECT_SAVE, handler: saveDefect }),
  route({
    method: 'POST',
    path: '/workbench/defect/transition',
    body: DEFECT_TRANSITION,
    handler: transition,
  }),
  route({ method: 'POST', path: '/workbench/defect/comment', body: DEFECT_COMMENT, handler: comment }),
  route({ method: 'POST', path: '/workbench/defect/assign', body: DEFECT_ASSIGN, handler: assign }),
  route({ method: 'POST', path: '/workbench/defect/createTask', body: DEFECT_ID, handler: createTask }),
  route({ method: 'POST', path: '/workbench/defect/doDelete', body: DELETE_BODY, handler: deleteDefects }),
];
