import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { BOARD_FROM_TEMPLATE, BOARD_SAVE } from './boardBodies';
import { boardLinks } from './boardLinks';
import { readColumns, SWIMLANES } from './boardRules';
import { type BoardRow, type BoardStore, createBoardStore } from './boardStore';
import { BOARD_TASK_ROUTES, refuse } from './boardTaskRoutes';
import { BOARD_TEMPLATE_ROUTES, templateOf } from './boardTemplateRoutes';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type Call<Body = unknown> = WorkbenchCall<Body>;

/** A board with how many cards it holds. */
const counted = (store: BoardStore, board: BoardRow) => ({
  ...board,
  taskCount: store.tasks().filter((t) => t.boardId === board.id).length,
});

/** A project's boards, each with its card count. */
function listBoards({ ctx, req, res }: Call) {
  const store = createBoardStore(ctx);
  const project = ctx.project(req.query.projectId);
  const list = store.boards().filter((b) => String(b.projectId) === String(project.id));
  send(res, 200, messages.success, { list: list.map((board) => counted(store, board)), total: list.length });
}

/** A board, its cards in column order, and what its cards may link to. */
async function getBoard({ ctx, req, res }: Call) {
  const store = createBoardStore(ctx);
  const board = store.board(req.query.id);
  const project = ctx.project(board.projectId);
  const tasks = board.columns.flatMap((c) => store.column(board.id, c.key));
  send(res, 200, messages.success, { board, tasks, links: await boardLinks(ctx, project) });
}

/** A board's version, which clients poll to reconcile. */
function boardVersion({ ctx, req, res }: Call) {
  const board = createBoardStore(ctx).board(req.query.id);
  send(res, 200, messages.success, { version: Number(board.version) || 0 });
}

/** A board created or changed; a column that still holds cards cannot go (409). */
async function saveBoard({ ctx, body, req, res }: Call<BodyOf<typeof BOARD_SAVE>>) {
  const store = createBoardStore(ctx);
  const existing = body.id === undefined || body.id === null ? undefined : store.board(body.id);
  const project = ctx.project(existing ? existing.projectId : body.projectId);
  const { columns, errors } = readColumns(body.columns ?? existing?.columns);
  const name = text(body.name ?? existing?.name);
  if (!name) errors.name = '看板名称不能为空';
  else if (name.length > 40) errors.name = '看板名称最多 40 个字';
  const swimlanes = String(body.swimlanes ?? existing?.swimlanes ?? 'none');
  if (!SWIMLANES.includes(swimlanes)) errors.swimlanes = `泳道须为 ${SWIMLANES.join('、')} 之一`;
  if (refuse(res, errors)) return;
  if (existing) {
    const kept = new Set(columns.map((c) => c.key));
    const removed = existing.columns.filter((c) => !kept.has(c.key));
    for (const column of removed) {
      const left = store.column(existing.id, column.key).length;
      if (left > 0)
        return send(res, 409, `列「${column.name}」还有 ${left} 张卡片，先移走再删除`, {
          fieldErrors: { columns: `列「${column.name}」还有 ${left} 张卡片` },
        });
    }
    if (removed.length > 0 && !ctx.can(res, 'delete:system'))
      throw new ApiError(403, '删除列需要 delete:system 权限');
  }
  const labels = Array.isArray(body.labels) ? body.labels.map(text).filter(Boolean) : existing?.labels;
  const board: BoardRow = existing ?? {
    id: ctx.nextId('boards'),
    projectId: project.id,
    name,
    columns,
    createTime: store.now(),
  };
  Object.assign(board, { name, columns, swimlanes, labels: labels ?? [] });
  // A column's done flag holds for the cards in it, wherever they came from.
  for (const task of store.tasks().filter((t) => t.boardId === board.id))
    task.done = columns.find((c) => c.key === task.column)?.done === true;
  if (!existing) store.boards().push(board);
  store.bump(board);
  ctx.log(req, res, {
    projectId: project.id,
    kind: existing ? 'board.edit' : 'board.create',
    targetId: board.id,
    summary: `${existing ? 'edited' : 'created'} board ${name}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, counted(store, board));
}

/** A board made from a template: its columns, labels and starter cards. */
async function boardFromTemplate({ ctx, body, req, res }: Call<BodyOf<typeof BOARD_FROM_TEMPLATE>>) {
  const store = createBoardStore(ctx);
  const template = templateOf(ctx, body.templateId);
  const project = ctx.project(body.projectId);
  const name = text(body.name) || `${String(template.name)}看板`;
  if (name.length > 40) return void refuse(res, { name: '看板名称最多 40 个字' });
  const board: BoardRow = {
    id: ctx.nextId('boards'),
    projectId: project.id,
    name,
    columns: structuredClone(template.columns),
    swimlanes: 'none',
    labels: [...(template.labels ?? [])],
    version: 1,
    createTime: store.now(),
  };
  store.boards().push(board);
  for (const starter of template.starterTasks ?? []) {
    const task = {
      id: ctx.nextId('tasks'),
      boardId: board.id,
      column: starter.column,
      rank: '',
      title: starter.title,
      description: '',
      assignee: '',
      priority: 'medium',
      type: 'task',
      labels: [],
      dueDate: '',
      estimate: null,
      defectId: null,
      pageRef: '',
      apiId: null,
      done: false,
      createTime: store.now(),
    };
    store.place(task, board, starter.column, Number.MAX_SAFE_INTEGER);
    store.tasks().push(task);
  }
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'board.create',
    targetId: board.id,
    summary: `created board ${name} from template ${String(template.name)}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, counted(store, board));
}

/** Deletes boards and their cards. */
async function deleteBoards({ ctx, body, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const store = createBoardStore(ctx);
  const ids = new Set(idsOf(body));
  const boards = store.boards();
  for (let i = boards.length - 1; i >= 0; i--) if (ids.has(String(boards[i].id))) boards.splice(i, 1);
  const tasks = store.tasks();
  for (let i = tasks.length - 1; i >= 0; i--) if (ids.has(String(tasks[i].boardId))) tasks.splice(i, 1);
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}

/**
 * The workbench calls of boards, board templates and task moves; every path is under
 * /workbench (config/permissions.yaml): reads need read:system, writes write:system, deletes
 * delete:system. Removing a column that still holds cards is refused (409); removing an empty
 * one is a delete. Every write bumps the board's `version`, which clients poll to reconcile.
 *
 * @example
 * mountRoutes(app, WORKBENCH_BOARD_ROUTES, ctx);
 */
export const WORKBENCH_BOARD_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/board/getList', handler: listBoards }),
  route({ method: 'GET', path: '/workbench/board/get', handler: getBoard }),
  route({ method: 'GET', path: '/workbench/board/version', handler: boardVersion }),
  route({ method: 'POST', path: '/workbench/board/save', body: BOARD_SAVE, handler: saveBoard }),
  route({
    method: 'POST',
    path: '/workbench/board/fromTemplate',
    body: BOARD_FROM_TEMPLATE,
    handler: boardFromTemplate,
  }),
  route({ method: 'POST', path: '/workbench/board/doDelete', body: DELETE_BODY, handler: deleteBoards }),
  ...BOARD_TASK_ROUTES,
  ...BOARD_TEMPLATE_ROUTES,
];
