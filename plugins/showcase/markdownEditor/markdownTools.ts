/** What a toolbar button does to the text around the selection. */
export interface Edit {
  text: string;
  /** The new selection. */
  start: number;
  end: number;
}

type Tool = (text: string, start: number, end: number, placeholder: string) => Edit;

const wrap =
  (before: string, after = before): Tool =>
  (text, start, end, placeholder) => {
    const selected = text.slice(start, end) || placeholder;
    const next = `${text.slice(0, start)}${before}${selected}${after}${text.slice(end)}`;
    return { text: next, start: start + before.length, end: start + before.length + selected.length };
  };

/** Prefixes every selected line (or the caret's line). */
const linePrefix =
  (prefix: string): Tool =>
  (text, start, end) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const block = text.slice(lineStart, end);
    const prefixed = block
      .split('\n')
      .map((line) => `${prefix}${line}`)
      .join('\n');
    const next = `${text.slice(0, lineStart)}${prefixed}${text.slice(end)}`;
    return { text: next, start: lineStart, end: lineStart + prefixed.length };
  };

const insert =
  (snippet: string): Tool =>
  (text, start, end) => {
    const gap = start > 0 && text[start - 1] !== '\n' ? '\n\n' : '';
    const next = `${text.slice(0, start)}${gap}${snippet}${text.slice(end)}`;
    const at = start + gap.length + snippet.length;
    return { text: next, start: at, end: at };
  };

/** The toolbar: each button wraps or prefixes the selection, or inserts a block at the caret. */
export const TOOLS = {
  heading: linePrefix('## '),
  bold: wrap('**'),
  italic: wrap('*'),
  strike: wrap('~~'),
  quote: linePrefix('> '),
  code: wrap('`'),
  link: wrap('[', '](https://example.com)'),
  image: insert('![sample](/mock-assets/table/1.svg)\n'),
  list: linePrefix('- '),
  task: linePrefix('- [ ] '),
  table: insert('| A | B |\n| - | - |\n| 1 | 2 |\n'),
} satisfies Record<string, Tool>;

export type ToolName = keyof typeof TOOLS;

/** Words (a CJK character counts as one) and lines of a document. */
export function countText(text: string): { words: number; lines: number } {
  const cjk = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  const latin = text.replace(/[\u4e00-\u9fff]/g, ' ').match(/[A-Za-z0-9]+/g)?.length ?? 0;
  return { words: cjk + latin, lines: text === '' ? 0 : text.split('\n').length };
}
