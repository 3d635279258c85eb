import { allProjects } from '../../project/server/projects';

type Row = Record<string, unknown>;

/** Defect statuses past the work: the rest count as open (the defect flow's and the first seed's). */
export const DEFECT_DONE = ['resolved', 'verified', 'closed'];
export const SEVERITY_ORDER = ['blocker', 'critical', 'major', 'minor', 'trivial'];

/** A task of the signed-in person, with its board's columns so a screen can move it. */
export interface MyTask {
  id: number;
  title: string;
  column: string;
  columnName: string;
  columns: { key: string; name: string }[];
  done: boolean;
  overdue: boolean;
  boardId: number;
  boardName: string;
  projectId: number | null;
  dueDate: string | null;
  priority: string | null;
}

/** The aggregates of the workplace and the task dashboard for one person. */
export interface OverviewStats {
  user: string;
  today: string;
  projects: { active: number; archived: number };
  myTasks: {
    total: number;
    open: number;
    overdue: number;
    dueThisWeek: number;
    byStatus: Record<string, number>;
  };
  myDefects: {
    total: number;
    open: number;
    bySeverity: Record<string, number>;
    byStatus: Record<string, number>;
  };
  tasks: MyTask[];
  defects: MyDefect[];
}

/** A defect of the signed-in person, the fields the overview shows. */
export interface MyDefect {
  id: number;
  title: string;
  severity: string;
  status: string;
  priority: string | null;
  projectId: number | null;
  open: boolean;
}

/** A board column as the overview needs it: the key tasks store, the name people read. */
export interface BoardColumn {
  key: string;
  name: string;
  done: boolean;
}

/**
 * A board's columns, whether the board keeps plain names or `{key, name, done}` objects;
 * without a `done` flag anywhere, the last column is the done one.
 */
export function boardColumns(board: Row | undefined): BoardColumn[] {
  const raw = Array.isArray(board?.columns) ? (board.columns as unknown[]) : [];
  const columns = raw.map((c) => {
    if (typeof c === 'string') return { key: c, name: c, done: false };
    const column = c as Row;
    const key = String(column.key ?? column.name ?? column.id ?? '');
    return { key, name: String(column.name ?? key), done: column.done === true };
  });
  if (columns.length > 0 && !columns.some((c) => c.done)) columns[columns.length - 1].done = true;
  return columns;
}

/** A task's column key (`column`, or `status` where a board names it so). */
export const columnOf = (task: Row) => String(task.column ?? task.status ?? '');

/** The project a task belongs to: its own `projectId`, else its board's. */
export function taskProjectId(task: Row, boards: Row[]): number | null {
  if (task.projectId !== undefined && task.projectId !== null) return Number(task.projectId);
  const board = boards.find((b) => String(b.id) === String(task.boardId));
  return board ? Number(board.projectId) : null;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const countBy = <T>(items: T[], key: (item: T) => string, order: string[] = []) => {
  const counts: Record<string, number> = Object.fromEntries(order.map((k) => [k, 0]));
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

/**
 * The signed-in person's numbers over the store: tasks and defects where `assignee` is them,
 * optionally of one project. A task is done in its board's last column; overdue when open and due
 * before `today`; due this week when open and due within the next seven days from `today`.
 *
 * @example
 * overviewStats(store.state, 'admin', { today: '2026-11-24' }).myTasks.open; // e.g. 3
 */
export function overviewStats(
  state: Record<string, unknown[]>,
  user: string,
  options: { today: string; projectId?: number },
): OverviewStats {
  const { today, projectId } = options;
  const boards = (state.boards ?? []) as Row[];
  const inProject = (id: number | null) => projectId === undefined || id === projectId;
  const tasks: MyTask[] = ((state.tasks ?? []) as Row[])
    .filter((t) => t.assignee === user && inProject(taskProjectId(t, boards)))
    .map((t) => {
      const board = boards.find((b) => String(b.id) === String(t.boardId));
      const columns = boardColumns(board);
      const column = columnOf(t);
      const own = columns.find((c) => c.key === column);
      const done = own?.done ?? t.done === true;
      const dueDate = typeof t.dueDate === 'string' && t.dueDate ? t.dueDate.slice(0, 10) : null;
      return {
        id: Number(t.id),
        title: String(t.title ?? ''),
        column,
        columnName: own?.name ?? column,
        columns: columns.map(({ key, name }) => ({ key, name })),
        done,
        overdue: !done && dueDate !== null && dueDate < today,
        boardId: Number(t.boardId),
        boardName: String(board?.name ?? ''),
        projectId: taskProjectId(t, boards),
        dueDate,
        priority: typeof t.priority === 'string' ? t.priority : null,
      };
    });
  const open = tasks.filter((t) => !t.done);
  const weekEnd = addDays(today, 7);
  const columnOrder = [...new Set(boards.flatMap((b) => boardColumns(b).map((c) => c.name)))];
  const defects = ((state.defects ?? []) as Row[]).filter(
    (d) => d.assignee === user && inProject(d.projectId === undefined ? null : Number(d.projectId)),
  );
  const openDefects = defects.filter((d) => !DEFECT_DONE.includes(String(d.status)));
  const projects = allProjects(state) as Row[];
  return {
    user,
    today,
    projects: {
      active: projects.filter((p) => p.status !== 'archived').length,
      archived: projects.filter((p) => p.status === 'archived').length,
    },
    myTasks: {
      total: tasks.length,
      open: open.length,
      overdue: open.filter((t) => t.overdue).length,
      dueThisWeek: open.filter((t) => t.dueDate !== null && t.dueDate >= today && t.dueDate < weekEnd).length,
      byStatus: countBy(tasks, (t) => t.columnName, columnOrder),
    },
    myDefects: {
      total: defects.length,
      open: openDefects.length,
      bySeverity: countBy(openDefects, (d) => String(d.severity), SEVERITY_ORDER),
      byStatus: countBy(defects, (d) => String(d.status)),
    },
    defects: defects.map((d) => ({
      id: Number(d.id),
      title: String(d.title ?? ''),
      severity: String(d.severity ?? ''),
      status: String(d.status ?? ''),
      priority: typeof d.priority === 'string' ? d.priority : null,
      projectId: d.projectId === undefined || d.projectId === null ? null : Number(d.projectId),
      open: !DEFECT_DONE.includes(String(d.status)),
    })),
    tasks: tasks.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.id - b.id),
  };
}
