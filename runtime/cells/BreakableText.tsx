import { Fragment } from 'react';
import { breakPoints } from './breakPoints';

/**
 * A cell's text. A text without spaces — an e-mail, a URL, a path, an id — wraps only at its
 * punctuation and camelCase (breakPoints), never inside a word; a part still wider than the column
 * ends in an ellipsis, and the whole text shows on hover (its title). Other texts render as they are.
 *
 * @example <BreakableText text="ann.lee@example.com" /> // ann<wbr>.lee<wbr>@example<wbr>.com
 */
export function BreakableText({ text }: { text: string }) {
  const parts = breakPoints(text);
  if (parts.length === 1 && (/\s/.test(text) || text.length <= 8)) return <>{text}</>;
  return (
    <span className="jimu-cell-token" title={text}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positions in a fixed text
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
