import type { ReactNode } from 'react';
import type { PageCell, PageColumn } from '../../schemas/types.gen';
import type { CellContext } from './CellContext';
import { cellOptions } from './cellOptions';
import { fieldValue } from './fieldValue';

/**
 * Renders one value with the renderer a column names (text when it names none). The `actions`
 * cell renders nothing here: its buttons need the page's handlers, so the page renders that
 * column itself (`isActionsCell` tells it which). An unknown renderer throws, naming it.
 *
 * @example
 * renderCell({ type: 'tag', colors: { draft: 'grey' } }, 'draft', row, context); // <TagCell …/>
 */
export function renderCell(
  cell: PageCell | undefined,
  value: unknown,
  row: Record<string, unknown>,
  context: CellContext,
): ReactNode {
  const options = cellOptions(cell);
  if (options.type === 'actions') return null;
  const where = `${context.field ? `column '${context.field}' of ` : ''}resource '${context.resource}'`;
  const Renderer = context.registry.get(options.type, where);
  return <Renderer value={value} row={row} options={options} context={context} />;
}

/**
 * The cell of one column in one row: reads the column's dot path and passes its field on, so
 * editable cells (switch) know what to save. What a table's `render` usually calls.
 *
 * @example
 * render: (_, row) => renderColumnCell(column, row, context)
 */
export function renderColumnCell(
  column: PageColumn,
  row: Record<string, unknown>,
  context: CellContext,
): ReactNode {
  return renderCell(column.cell, fieldValue(row, column.field), row, { ...context, field: column.field });
}

/**
 * Whether a column is the row-actions column, which the page renders.
 *
 * @example
 * columns.filter((c) => !isActionsCell(c.cell));
 */
export function isActionsCell(cell: PageCell | undefined): boolean {
  return cellOptions(cell).type === 'actions';
}
