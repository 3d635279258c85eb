import type { Request, Response, Router } from 'express';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { type FieldErrors, readTaskFields } from './boardRules';
import type { BoardStore, TaskRow } from './boardStore';

type Row = Record<string, unknown>;

const isId = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value !== '');

/** A refused save: 400 with the first error as the message and every error by field. */
export function refuse(res: Response, errors: FieldErrors): boolean {
  const fields = Object.keys(errors);
  if (fields.length === 0) return false;
  send(res, 400, errors[fields[0]], { fieldErrors: errors });
  return true;
}

/**
 * Cards (§5.13, §6): `tasks/sort` places a card between the neighbours the client saw (after
 * `prevId`, else before `nextId`, else at the end), so two people moving at once end in one
 * order the server decides; `tasks/save` creates (at the end of its column) or edits a card;
 * `tasks/doDelete` needs delete:system (config/permissions.yaml).
 *
 * @example
 * mountBoardTaskRoutes(app, ctx, createBoardStore(ctx));
 */
export function mountBoardTaskRoutes(app: Router, ctx: WorkbenchContext, store: BoardStore): void {
  const linksOf = (projectId: number) => {
    const ids = (name: 'apis' | 'defects') =>
      new Set(
        ctx
          .rows(name)
          .filter((r) => r.projectId === projectId)
          .map((r) => String(r.id)),
      );
    return { defectIds: ids('defects'), apiIds: ids('apis') };
  };
  const log = (
    req: Request,
    res: Response,
    projectId: number,
    kind: string,
    task: TaskRow,
    summary: string,
  ) => ctx.log(req, res, { projectId, kind, targetId: task.id, summary });

  app.post(
    '/workbench/tasks/sort',
    asyncHandler(async (req, res) => {
      const body = (req.body ?? {}) as Row;
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
      log(req, res, board.projectId, 'task.move', task, `moved card #${task.id} ${from} → ${target.key}`);
      await ctx.store.flush();
      send(res, 200, messages.saved, task);
    }),
  );

  app.post(
    '/workbench/tasks/save',
    asyncHandler(async (req, res) => {
      const body = (req.body ?? {}) as Row;
      const creating = body.id === undefined || body.id === null;
      const existing = creating ? undefined : store.task(body.id);
      const board = store.board(existing ? existing.boardId : body.boardId);
      const input = creating ? { title: '', ...body } : body;
      const { fields, errors } = readTaskFields(input, linksOf(board.projectId));
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
        req,
        res,
        board.projectId,
        creating ? 'task.create' : 'task.edit',
        task,
        `${creating ? 'created' : 'edited'} card ${String(task.title)}`,
      );
      await ctx.store.flush();
      send(res, 200, messages.saved, task);
    }),
  );

  app.post(
    '/workbench/tasks/doDelete',
    asyncHandler(async (req, res) => {
      const ids = idsOf(req.body);
      if (ids.length === 0) throw fieldRefusal({ ids: '需要 ids' });
      const list = store.tasks();
      for (const id of ids) {
        const index = list.findIndex((t) => String(t.id) === id);
        if (index < 0) continue;
        const [task] = list.splice(index, 1);
        const board = store.boards().find((b) => b.id === task.boardId);
        if (board) {
          store.bump(board);
          log(req, res, board.projectId, 'task.delete', task, `deleted card ${String(task.title)}`);
        }
      }
      await ctx.store.flush();
      send(res, 200, messages.deleted);
    }),
  );
}
