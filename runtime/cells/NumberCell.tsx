import type { CellProps } from './CellContext';
import './cells.css';
import { EMPTY_TEXT } from './displayText';

/**
 * A number as people read amounts: thousands grouped, `decimals` places (padded, never rounded
 * through a float: a numeric(10,2) arrives as text such as `12345678.9` and shows `12,345,678.90`).
 * Anything that is not a number shows as it is.
 *
 * @example
 * formatDecimal('12345678.9', 2); // '12,345,678.90'
 */
export function formatDecimal(value: unknown, decimals?: number): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text === '' ? EMPTY_TEXT : text;
  const [, sign, whole = '', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const places =
    decimals === undefined
      ? fraction
      : fraction.padEnd(decimals, '0').slice(0, Math.max(decimals, fraction.replace(/0+$/, '').length));
  return `${sign}${grouped}${places ? `.${places}` : ''}`;
}

/**
 * The `number` cell: a decimal or a number, grouped, with the column's `decimals` places.
 *
 * @example cell: { type: number, decimals: 2 }
 */
export function NumberCell({ value, options }: CellProps) {
  const text = formatDecimal(value, options.decimals);
  return <span className={text === EMPTY_TEXT ? 'jimu-cell-empty' : 'jimu-cell-number'}>{text}</span>;
}
