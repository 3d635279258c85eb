import type { CellProps } from './CellContext';
import './cells.css';
import { displayText, EMPTY_TEXT } from './displayText';

/**
 * The default cell: the value as text (React escapes it, so markup in data stays text).
 *
 * @example
 * <TextCell value="<img src=x onerror=alert(1)>" … /> // shows the characters as typed
 */
export function TextCell({ value }: CellProps) {
  const text = displayText(value);
  return <span className={text === EMPTY_TEXT ? 'jimu-cell-empty' : undefined}>{text}</span>;
}
