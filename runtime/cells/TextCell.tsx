import { BreakableText } from './BreakableText';
import type { CellProps } from './CellContext';
import './cells.css';
import { cellLabel } from './cellLabel';
import { EMPTY_TEXT } from './displayText';

/**
 * The default cell: the value as text (React escapes it, so markup in data stays text). Known
 * values with a `labels` entry show that label translated (seeded texts in the reader's language).
 * An e-mail, a URL or an id wraps at its punctuation (BreakableText).
 *
 * @example
 * <TextCell value="<img src=x onerror=alert(1)>" … /> // shows the characters as typed
 */
export function TextCell({ value, options, context }: CellProps) {
  const text = cellLabel(value, options ?? {}, context.t);
  return (
    <span className={text === EMPTY_TEXT ? 'jimu-cell-empty' : undefined}>
      <BreakableText text={text} />
    </span>
  );
}
