import { ID, ID_OR_NULL, strict, TEXT, textUpTo } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';
import { COLUMN_COLORS, PRIORITIES, SWIMLANES, TASK_TYPES } from './boardRules';

/** A card's or a board's label: at most 20 characters. */
const LABEL = textUpTo(20);

/**
 * A column of a board or template: its key (a new column has none: the server gives one), name,
 * WIP limit (null or absent: none), colour (empty or null: the default) and done flag.
 */
const COLUMN = strict({
  key: textUpTo(32),
  name: textUpTo(20),
  wipLimit: { type: ['integer', 'null'] },
  color: { enum: [...COLUMN_COLORS, '', null] },
  done: { type: 'boolean' },
});

/** The columns of a board or template, at most 12. */
const COLUMNS = schema({ type: 'array', items: COLUMN, maxItems: 12 });

/** A board created (no `id`, or null) or changed: only the fields it sends. */
export const BOARD_SAVE = strict({
  id: ID_OR_NULL,
  projectId: ID,
  name: textUpTo(40),
  columns: COLUMNS,
  swimlanes: { enum: SWIMLANES },
  labels: { type: 'array', items: LABEL },
});

/** A board made from a template in a project. */
export const BOARD_FROM_TEMPLATE = strict({ templateId: ID, projectId: ID, name: textUpTo(40) }, [
  'templateId',
  'projectId',
]);

/** A move: after `prevId`, else before `nextId`, else at the end of `column` (null: no neighbour). */
export const TASK_SORT = strict({ id: ID, column: textUpTo(32), prevId: ID_OR_NULL, nextId: ID_OR_NULL }, [
  'id',
  'column',
]);

/** A card created (no `id`, or null) or changed: only the fields it sends. */
export const TASK_SAVE = strict({
  id: ID_OR_NULL,
  boardId: ID,
  column: textUpTo(32),
  title: textUpTo(200),
  description: { type: ['string', 'null'], maxLength: 20_000 },
  assignee: textUpTo(40),
  priority: { enum: PRIORITIES },
  type: { enum: TASK_TYPES },
  dueDate: textUpTo(10),
  labels: { type: 'array', items: LABEL, maxItems: 10 },
  estimate: { type: ['number', 'null'] },
  pageRef: TEXT,
  defectId: ID_OR_NULL,
  apiId: ID_OR_NULL,
});

/** A board template created or changed (built-in ones are copied, not changed). */
export const BOARD_TEMPLATE_SAVE = strict({
  id: ID_OR_NULL,
  name: textUpTo(40),
  description: textUpTo(200),
  cover: { enum: COLUMN_COLORS },
  columns: COLUMNS,
  labels: { type: 'array', items: LABEL, maxItems: 20 },
  starterTasks: { type: 'array', items: strict({ title: textUpTo(200), column: textUpTo(32) }) },
});
