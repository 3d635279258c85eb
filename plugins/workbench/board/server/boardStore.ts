import { ApiError } from '../../../../server/http/envelope';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { MAX_RANK_LENGTH, rankBetween, spreadRanks } from './boardRank';
import type { BoardColumn } from './boardRules';

type Row = Record<string, unknown>;

/** A board record as stored. */
export interface BoardRow extends Row {
  id: number;
  projectId: number;
  name: string;
  columns: BoardColumn[];
  swimlanes?: string;
  labels?: string[];
  version?: number;
}

/** A task record as stored. */
export interface TaskRow extends Row {
  id: number;
  boardId: number;
  column: string;
  /** Absent on cards written before ranks (they kept a numeric `order`). */
  rank?: string;
}

const rankOf = (task: TaskRow) => (typeof task.rank === 'string' ? task.rank : '');
const byRank = (a: TaskRow, b: TaskRow) =>
  rankOf(a) < rankOf(b) ? -1 : rankOf(a) > rankOf(b) ? 1 : Number(a.id) - Number(b.id);
/** Ranks missing, empty or shared (records written by older code or other calls) need a renumber. */
const needsRenumber = (tasks: TaskRow[]) =>
  tasks.some((t, i) => !rankOf(t) || rankOf(t).endsWith('0') || (i > 0 && rankOf(tasks[i - 1]) >= rankOf(t)));
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * The board and task records and the one way a card gets a place: `place` puts it at an index
 * of its column's order, ranking it between its neighbours there (renumbering the column when
 * ranks grew long or collided). The server alone decides the order, so every client that
 * refetches sees the same one.
 *
 * @example
 * const store = createBoardStore(ctx); store.place(task, board, 'doing', 0);
 */
export function createBoardStore(ctx: WorkbenchContext) {
  const boards = () => ctx.rows('boards');
  const tasks = () => ctx.rows('tasks');
  const board = (id: unknown): BoardRow => {
    const found = boards().find((b) => String(b.id) === String(id));
    if (!found) throw new ApiError(404, `看板不存在: ${String(id)}`);
    return found;
  };
  const task = (id: unknown): TaskRow => {
    const found = tasks().find((t) => String(t.id) === String(id));
    if (!found) throw new ApiError(404, `卡片不存在: ${String(id)}`);
    return found;
  };
  /** A column's tasks in board order, without `except` (the card being placed). */
  const column = (boardId: number, key: string, except?: number) =>
    tasks()
      .filter((t) => t.boardId === boardId && t.column === key && t.id !== except)
      .sort(byRank);
  const columnOf = (target: BoardRow, key: unknown): BoardColumn => {
    const found = target.columns.find((c) => c.key === key);
    if (!found)
      throw new ApiError(
        400,
        `列 ${String(key)} 不在看板上（可选: ${target.columns.map((c) => c.key).join(', ')}）`,
      );
    return found;
  };
  const place = (moving: TaskRow, target: BoardRow, key: string, index: number) => {
    const others = column(target.id, key, moving.id);
    const at = Math.max(0, Math.min(index, others.length));
    const before = others[at - 1]?.rank ?? null;
    const after = others[at]?.rank ?? null;
    let rank: string | undefined;
    if (!needsRenumber(others)) rank = rankBetween(before, after);
    if (rank === undefined || rank.length > MAX_RANK_LENGTH) {
      const order = [...others.slice(0, at), moving, ...others.slice(at)];
      const ranks = spreadRanks(order.length);
      order.forEach((t, i) => {
        t.rank = ranks[i];
      });
    } else moving.rank = rank;
    moving.column = key;
    moving.done = columnOf(target, key).done === true;
    moving.updateTime = now();
  };
  const bump = (target: BoardRow) => {
    target.version = (Number(target.version) || 0) + 1;
  };
  return { boards, tasks, board, task, column, columnOf, place, bump, now };
}

export type BoardStore = ReturnType<typeof createBoardStore>;
