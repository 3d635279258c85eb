import type { PageCell, PageCellOptions } from '../../schemas/types.gen';

/**
 * A column's `cell` as options with a `type`: a bare name becomes `{ type: name }`, no cell is text.
 *
 * @example
 * cellOptions('switch'); // { type: 'switch' }
 * cellOptions(undefined); // { type: 'text' }
 */
export function cellOptions(cell: PageCell | undefined): PageCellOptions {
  if (cell === undefined) return { type: 'text' };
  return typeof cell === 'string' ? { type: cell } : cell;
}
