type Row = Record<string, unknown>;

/** Field name (as the screen names it, `columns.1.name`) → what is wrong with it. */
export type FieldErrors = Record<string, string>;

/** A board or template column as stored. */
export interface BoardColumn {
  key: string;
  name: string;
  wipLimit?: number;
  color?: string;
  done?: boolean;
}

export const COLUMN_COLORS = [
  'grey',
  'blue',
  'light-blue',
  'cyan',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'violet',
];
export const PRIORITIES = ['low', 'medium', 'high'];
export const TASK_TYPES = ['task', 'story', 'bug'];
export const SWIMLANES = ['none', 'assignee', 'priority'];
const KEY = /^[a-z][a-z0-9_-]{0,31}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_COLUMNS = 12;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads the column list of a board or template: names required and unique, keys stable (a new
 * column without one gets the next free `c<n>`), WIP a whole number 0–99 (0 or empty: none).
 * Answers the cleaned list, or the errors per field.
 *
 * @example
 * readColumns([{ name: '待办' }]); // { columns: [{ key: 'c1', name: '待办' }], errors: {} }
 */
export function readColumns(value: unknown): { columns: BoardColumn[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!Array.isArray(value) || value.length === 0)
    return { columns: [], errors: { columns: '至少需要一列' } };
  if (value.length > MAX_COLUMNS) return { columns: [], errors: { columns: `最多 ${MAX_COLUMNS} 列` } };
  const taken = new Set(
    value.map((c) => (c && typeof c === 'object' ? text((c as Row).key) : '')).filter(Boolean),
  );
  let next = 1;
  const names = new Set<string>();
  const columns = value.map((raw, index): BoardColumn => {
    const column = (raw && typeof raw === 'object' ? raw : {}) as Row;
    const at = `columns.${index}`;
    let key = text(column.key);
    if (!key) {
      while (taken.has(`c${next}`)) next++;
      key = `c${next}`;
      taken.add(key);
    } else if (!KEY.test(key)) errors[`${at}.key`] = '列标识须为小写字母开头的字母、数字、_ 或 -';
    const name = text(column.name);
    if (!name) errors[`${at}.name`] = '列名不能为空';
    else if (name.length > 20) errors[`${at}.name`] = '列名最多 20 个字';
    else if (names.has(name)) errors[`${at}.name`] = `列名「${name}」重复`;
    names.add(name);
    const result: BoardColumn = { key, name };
    const wip = column.wipLimit;
    if (wip !== undefined && wip !== null && wip !== '' && wip !== 0) {
      if (typeof wip !== 'number' || !Number.isInteger(wip) || wip < 0 || wip > 99)
        errors[`${at}.wipLimit`] = 'WIP 上限须为 0–99 的整数';
      else result.wipLimit = wip;
    }
    if (column.color !== undefined && column.color !== null && column.color !== '') {
      if (!COLUMN_COLORS.includes(String(column.color))) errors[`${at}.color`] = '未知的颜色';
      else result.color = String(column.color);
    }
    if (column.done === true) result.done = true;
    return result;
  });
  const keys = columns.map((c) => c.key);
  keys.forEach((key, index) => {
    if (keys.indexOf(key) !== index) errors[`columns.${index}.key`] = `列标识 ${key} 重复`;
  });
  return { columns, errors };
}

/** The fields of a task a person edits, checked; `links` are what the task may point at. */
export function readTaskFields(
  body: Row,
  links: { defectIds: Set<string>; apiIds: Set<string> },
): { fields: Row; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fields: Row = {};
  if ('title' in body) {
    const title = text(body.title);
    if (!title) errors.title = '标题不能为空';
    else if (title.length > 200) errors.title = '标题最多 200 个字';
    fields.title = title;
  }
  if ('description' in body) {
    if (body.description !== null && typeof body.description !== 'string')
      errors.description = '描述须为文本';
    else if (String(body.description ?? '').length > 20000) errors.description = '描述最多 20000 个字';
    fields.description = String(body.description ?? '');
  }
  if ('assignee' in body) {
    const assignee = text(body.assignee);
    if (assignee.length > 40) errors.assignee = '负责人最多 40 个字';
    fields.assignee = assignee;
  }
  if ('priority' in body) {
    if (!PRIORITIES.includes(String(body.priority)))
      errors.priority = `优先级须为 ${PRIORITIES.join('、')} 之一`;
    fields.priority = body.priority;
  }
  if ('type' in body) {
    if (!TASK_TYPES.includes(String(body.type))) errors.type = `类型须为 ${TASK_TYPES.join('、')} 之一`;
    fields.type = body.type;
  }
  if ('dueDate' in body) {
    const due = text(body.dueDate);
    if (due && (!DAY.test(due) || Number.isNaN(Date.parse(`${due}T00:00:00Z`))))
      errors.dueDate = '截止日期须为 YYYY-MM-DD';
    fields.dueDate = due;
  }
  if ('labels' in body) {
    const labels = Array.isArray(body.labels) ? body.labels.map(text) : null;
    if (!labels || labels.some((l) => !l || l.length > 20) || labels.length > 10)
      errors.labels = '标签最多 10 个，每个 1–20 个字';
    fields.labels = [...new Set(labels ?? [])];
  }
  if ('estimate' in body) {
    const estimate = body.estimate;
    if (estimate !== null && (typeof estimate !== 'number' || !(estimate >= 0 && estimate <= 999)))
      errors.estimate = '估时须为 0–999 的数字（小时）';
    fields.estimate = estimate;
  }
  if ('pageRef' in body) {
    const page = text(body.pageRef);
    if (page && !page.startsWith('/')) errors.pageRef = '关联页面须为以 / 开头的路由';
    fields.pageRef = page;
  }
  for (const [field, ids, what] of [
    ['defectId', links.defectIds, '缺陷'],
    ['apiId', links.apiIds, '接口'],
  ] as const) {
    if (!(field in body)) continue;
    const id = body[field];
    if (id !== null && !ids.has(String(id))) errors[field] = `${what} ${String(id)} 不属于本项目`;
    fields[field] = id === null ? null : Number(id);
  }
  return { fields, errors };
}
