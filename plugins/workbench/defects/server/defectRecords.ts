import type { BoardRow, TaskRow } from '../../board/server/boardStore';
import {
  allowedTargets,
  type FlowActor,
  PRIORITIES,
  RESOLUTIONS,
  SEVERITIES,
  STATUSES,
} from '../model/defectFlow';

type Row = Record<string, unknown>;

/** The server's words for the flow's statuses and missing fields (the screen has its own, zh and en). */
export const STATUS_ZH: Record<string, string> = {
  new: '新建',
  confirmed: '已确认',
  in_progress: '处理中',
  resolved: '已解决',
  verified: '已验证',
  closed: '已关闭',
  reopened: '重新打开',
};

export const NEED_ZH: Record<string, string> = {
  resolution: '请选择解决结果',
  closeResolution: '新建的缺陷只能以“不是缺陷”或“重复”关闭',
  duplicateOf: '请填写重复的缺陷编号',
  comment: '重新打开需要填写说明',
  assignee: '请先指定处理人',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The list's filters: each given one narrows; `keyword` looks at the title and description. */
export function matchesFilter(defect: Row, query: Record<string, unknown>, skipStatus = false): boolean {
  for (const field of ['projectId', 'severity', 'priority', 'assignee', 'reporter', 'status'] as const) {
    if (skipStatus && field === 'status') continue;
    const wanted = [query[field]]
      .flat()
      .filter((v) => v !== undefined && v !== '')
      .map(String);
    if (wanted.length > 0 && !wanted.includes(String(defect[field] ?? ''))) return false;
  }
  const page = text(query.pageRef);
  if (page && !String(defect.pageRef ?? '').includes(page)) return false;
  const keyword = text(query.keyword).toLowerCase();
  if (keyword) {
    const haystack = `#${defect.id} ${defect.title ?? ''} ${defect.description ?? ''}`.toLowerCase();
    if (!haystack.includes(keyword)) return false;
  }
  return true;
}

/** Counts per status of the rows that pass every filter but the status one (the tabs' numbers). */
export function statusCounts(rows: Row[], query: Record<string, unknown>): Record<string, number> {
  const counts: Record<string, number> = { all: 0, ...Object.fromEntries(STATUSES.map((s) => [s, 0])) };
  for (const row of rows) {
    if (!matchesFilter(row, query, true)) continue;
    counts.all += 1;
    counts[String(row.status)] = (counts[String(row.status)] ?? 0) + 1;
  }
  return counts;
}

/** A defect as answered: with the transitions this caller may make now. */
export const withAllowed = (defect: Row, actor: FlowActor) => ({
  ...defect,
  allowed: allowedTargets(
    {
      status: String(defect.status),
      assignee: defect.assignee as string,
      reporter: defect.reporter as string,
    },
    actor,
  ),
});

/** The editable fields of a save, checked: field errors (Chinese, as the server speaks) or values. */
export function checkDefectFields(
  body: Row,
  people: string[],
  creating: boolean,
): { fieldErrors: Record<string, string>; values: Row } {
  const fieldErrors: Record<string, string> = {};
  const values: Row = {};
  const title = text(body.title);
  if (creating || 'title' in body) {
    if (!title) fieldErrors.title = '请填写标题';
    else if (title.length > 120) fieldErrors.title = '标题最多 120 个字';
    values.title = title;
  }
  const oneOf = (field: string, list: readonly string[], label: string) => {
    if (!(field in body) && !creating) return;
    const value = text(body[field]);
    if (!list.includes(value)) fieldErrors[field] = `${label}须为 ${list.join(' / ')} 之一`;
    values[field] = value;
  };
  oneOf('severity', SEVERITIES, '严重程度');
  oneOf('priority', PRIORITIES, '优先级');
  if ('assignee' in body) {
    const assignee = text(body.assignee);
    if (assignee && !people.includes(assignee)) fieldErrors.assignee = `用户 ${assignee} 不存在`;
    values.assignee = assignee || null;
  }
  for (const field of ['description', 'environment', 'version', 'pageRef'] as const) {
    if (field in body) values[field] = typeof body[field] === 'string' ? body[field] : '';
  }
  return { fieldErrors, values };
}

/** Whether a resolution name is one of the flow's. */
export const isResolution = (value: unknown) => (RESOLUTIONS as readonly unknown[]).includes(value);

/**
 * The board task 创建看板任务 adds for a defect: a bug card at the end of the board's first
 * column, linked both ways (`defectId` on the card, `taskId` on the defect). Boards name their
 * columns by key (`{key, name}`) and order cards by a string `rank`; older records used plain
 * column names and a numeric `order`, so both are written as the board has them.
 */
export function boardTaskFor(defect: Row, board: BoardRow, tasks: TaskRow[], id: number): TaskRow {
  const first: unknown = board.columns?.[0];
  const column = typeof first === 'string' ? first : String((first as Row | undefined)?.key ?? 'todo');
  const mine = tasks.filter((t) => t.boardId === board.id && t.column === column);
  const at = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const task: TaskRow = {
    id,
    boardId: board.id,
    title: `修复缺陷 #${defect.id} ${String(defect.title)}`,
    column,
    assignee: defect.assignee ?? '',
    priority: defect.priority === 'urgent' ? 'high' : String(defect.priority ?? 'medium'),
    dueDate: '',
    description: `缺陷 #${String(defect.id)}：${String(defect.title)}`,
    labels: [],
    type: 'bug',
    estimate: 0,
    defectId: defect.id,
    pageRef: String(defect.pageRef ?? ''),
    apiId: null,
    done: false,
    createTime: at,
    updateTime: at,
  };
  if (mine.some((t) => typeof t.rank === 'string')) {
    // After the column's greatest rank: that rank with one more letter sorts right after it.
    const last =
      mine
        .map((t) => String(t.rank ?? ''))
        .sort()
        .at(-1) ?? '';
    task.rank = `${last}n`;
  } else if (tasks.some((t) => typeof t.rank === 'string')) task.rank = 'n';
  else
    task.order =
      tasks.filter((t) => t.boardId === board.id).reduce((max, t) => Math.max(max, Number(t.order) || 0), 0) +
      1;
  if (typeof board.version === 'number') board.version += 1;
  return task;
}
