import { BreakableText } from './BreakableText';
import type { CellProps } from './CellContext';
import { displayText } from './displayText';
import { fillTemplate } from './fillTemplate';
import { safeHref } from './safeHref';
import { TextCell } from './TextCell';

/**
 * `link`: the value as a link to `href` (`{field}` placeholders filled from the row; without
 * `href` the value is the address). Route paths open inside the console; `target: _blank`
 * opens a new window with `rel="noopener noreferrer"`; a javascript: or data: address renders
 * plain text instead of a link.
 *
 * @example
 * // cell: { type: link, href: '/vab/table/detail?id={id}' }
 */
export function LinkCell(props: CellProps) {
  const { value, row, options } = props;
  const raw = options.href ? fillTemplate(options.href, row) : typeof value === 'string' ? value : '';
  const href = safeHref(raw);
  if (!href) return <TextCell {...props} />;
  const text = options.href ? displayText(value) : displayText(raw);
  const blank = options.target === '_blank';
  return (
    <a href={href} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined}>
      <BreakableText text={text} />
    </a>
  );
}
