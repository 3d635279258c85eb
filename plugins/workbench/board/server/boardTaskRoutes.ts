import type { Response } from 'express';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { TASK_SAVE, TASK_SORT } from './boardBodies';
import { type FieldErrors, readTaskFields } from './boardRules';
import { createBoardStore, type TaskRow } from './boardStore';

const isId = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value !== '');

/** A refused save: 400 with the first error as the message and every error by field. */
export function refuse(res: Response, errors: FieldErrors): boolean {
  const fields = Object.keys(errors);
  if (fields.length === 0) return false;
  send(res, 400, errors[fields[0]], { fieldErrors: errors });
  return true;
}

type Call<Body = unknown> = WorkbenchCall<Body>;

/** The defects and endpoints of a project, which a card may link to. */
function linksOf(ctx: WorkbenchContext, projectId: number) {
  const ids = (name: 'apis' | 'defects') =>
    new Set(
      ctx
        .rows(name)
        .filter((r) => r.projectId === projectId)
        .map((r) => String(r.id)),
    );
  return { defectIds: ids('defects'), apiIds: ids('apis') };
}

const log = (call: Call, projectId: number, kind: string, task: TaskRow, summary: string) =>
  call.ctx.log(call.req, call.res, { projectId, kind, targetId: task.id, summary });

/** A card placed between the neighbours the client saw (the server decides the order). */
async function sortTask(call: Call<BodyOf<typeof TASK_SORT>>) {
  const { ctx, body, res } = call;
  const store = createBoardStore(ctx);
  const task = store.task(body.id);
  const board = store.board(task.boardId);
  const target = store.columnOf(board, body.column);
  for (const field of ['prevId', 'nextId'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && !isId(value))
      throw fieldRefusal({ [field]: `${field} 须为卡片 id 或 null` });
    if (isId(value) && String(value) === String(task.id))
      throw fieldRefusal({ [field]: `${field} 不能是卡片自己` });
  }
  const others = store.column(board.id, target.key, task.id);
  const indexOf = (id: unknown) => (isId(id) ? others.findIndex((t) => String(t.id) === String(id)) : -1);
  const prev = indexOf(body.prevId);
  const next = indexOf(body.nextId);
  // A neighbour someone else moved away meanwhile no longer says where; the other one does.
  let index = others.length;
  if (prev >= 0) index = prev + 1;
  else if (next >= 0) index = next;
  else if (!isId(body.prevId) && isId(body.nextId)) index = 0;
  const from = task.column;
  store.place(task, board, target.key, index);
  store.bump(board);
  log(call, board.projectId, 'task.move', task, `moved card #${task.id} ${from} → ${target.key}`);
  await ctx.store.flush();
  send(res, 200, messages.saved, task);
}

/** A card created (at the end of its column) or edited. */
async function saveTask(call: Call<BodyOf<typeof TASK_SAVE>>) {
  const { ctx, body, res } = call;
  const store = createBoardStore(ctx);
  const creating = body.id === undefined || body.id === null;
  const existing = creating ? undefined : store.task(body.id);
  const board = store.board(existing ? existing.boardId : body.boardId);
  const input = creating ? { title: '', ...body } : body;
  const { fields, errors } = readTaskFields(input, linksOf(ctx, board.projectId));
  const key = body.column ?? existing?.column ?? board.columns[0]?.key;
  if (!board.columns.some((c) => c.key === key)) errors.column = `列 ${String(key)} 不在看板上`;
  if (refuse(res, errors)) return;
  const task: TaskRow = existing ?? {
    id: ctx.nextId('tasks'),
    boardId: board.id,
    column: String(key),
    rank: '',
    title: '',
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
  Object.assign(task, fields);
  if (creating || key !== task.column) store.place(task, board, String(key), Number.MAX_SAFE_INTEGER);
  else task.updateTime = store.now();
  if (creating) store.tasks().push(task);
  store.bump(board);
  log(
    call,
    board.projectId,
    creating ? 'task.create' : 'task.edit',
    task,
    `${creating ? 'created' : 'edited'} card ${String(task.title)}`,
  );
  await ctx.store.flush();
  send(res, 200, messages.saved, task);
}

/** Deletes cards. */
async function deleteTasks(call: Call<BodyOf<typeof DELETE_BODY>>) {
  const { ctx, body, res } = call;
  const store = createBoardStore(ctx);
  const ids = idsOf(body);
  if (ids.length === 0) throw fieldRefusal({ ids: '需要 ids' });
  const list = store.tasks();
  for (const id of ids) {
    const index = list.findIndex((t) => String(t.id) === id);
    if (index < 0) continue;
    const [task] = list.splice(index, 1);
    const board = store.boards().find((b) => b.id === task.boardId);
    if (board) {
      store.bump(board);
      log(call, board.projectId, 'task.delete', task, `deleted card ${String(task.title)}`);
    }
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}

/**
 * Cards: `tasks/sort` places a card between the neighbours the client saw (after
 * `prevId`, else before `nextId`, else at the end), so two people moving at once end in one
 * order the server decides; `tasks/save` creates (at the end of its column) or edits a card;
 * `tasks/doDelete` needs delete:system (config/permissions.yaml).
 *
 * @example
 * mountRoutes(app, BOARD_TASK_ROUTES, ctx);
 */
export const BOARD_TASK_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'POST', path: '/workbench/tasks/sort', body: TASK_SORT, handler: sortTask }),
  route({ method: 'POST', path: '/workbench/tasks/save', body: TASK_SAVE, handler: saveTask }),
  route({ method: 'POST', path: '/workbench/tasks/doDelete', body: DELETE_BODY, handler: deleteTasks }),
];
