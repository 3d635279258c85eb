import { isDeepStrictEqual } from 'node:util';
import {
  Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type ParsedNode,
  parseDocument,
  visit,
} from 'yaml';

/** A YAML file's text and the edits made to it so far, each one only adding lines. */
export interface YamlText {
  /** Printed in errors. */
  file: string;
  text: string;
}

/** Why an edit could not be made without touching the file's other lines. */
export class YamlEditError extends Error {}

/** What yaml prints values as here: no folding, `{ a: 1 }` flow maps like the config's own. */
const STRINGIFY = { lineWidth: 0, flowCollectionPadding: true } as const;

function parse(file: YamlText) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(file.text, { lineCounter });
  if (doc.errors.length > 0)
    throw new YamlEditError(`${file.file} has YAML errors; run \`jimu validate\` first`);
  return { doc, lineCounter };
}

/** `value` as YAML, with the maps under the keys in `flow` written on one line (`meta: { … }`). */
function render(value: unknown, flow: readonly string[]): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && flow.includes(String(pair.key.value)) && isMap(pair.value))
        pair.value.flow = true;
    },
  });
  return doc.toString(STRINGIFY);
}

/** Each line of `text` indented by `spaces`. */
function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n');
}

/** The offset where a line after `offset`'s line starts (the text's end, after a newline added). */
function afterLine(text: string, offset: number): { at: number; prefix: string } {
  if (offset > 0 && text[offset - 1] === '\n') return { at: offset, prefix: '' };
  const newline = text.indexOf('\n', offset);
  if (newline === -1) return { at: text.length, prefix: '\n' };
  return { at: newline + 1, prefix: '' };
}

/** `lines` put in after the line holding `offset`, nothing else of the text changed. */
function insertAfter(file: YamlText, offset: number, lines: string): YamlText {
  const { at, prefix } = afterLine(file.text, offset);
  return { ...file, text: file.text.slice(0, at) + prefix + lines + file.text.slice(at) };
}

/** The node at `path`, which must be a block collection: only those take lines of their own. */
function blockAt(file: YamlText, doc: Document.Parsed, path: readonly unknown[], kind: 'map' | 'seq') {
  const node = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as ParsedNode | null;
  const ok = kind === 'map' ? isMap(node) : isSeq(node);
  if (!ok) return undefined;
  if ((node as { flow?: boolean }).flow)
    throw new YamlEditError(
      `${file.file}: ${path.join('.') || 'the document'} is written on one line ({ } or [ ]); add the entry by hand`,
    );
  return node as ParsedNode & { range: [number, number, number]; items: unknown[] };
}

/** Checks that the edited text means the original plus the intended change, or throws. */
function verified(before: YamlText, after: YamlText, change: (doc: Document) => void): YamlText {
  const expected = parseDocument(before.text);
  change(expected);
  const got = parseDocument(after.text);
  if (got.errors.length > 0 || !isDeepStrictEqual(got.toJS(), expected.toJS()))
    throw new YamlEditError(`${after.file}: the entry could not be added without changing other lines`);
  return after;
}

/**
 * Adds `item` at the end of the block list at `path`, as lines of their own below its last item
 * and at its items' indentation; every other byte of the file stays as it was. The maps under
 * the keys named in `flow` are written on one line. Throws a {@link YamlEditError} when `path`
 * is not a block list (a `[ ]` list, or nothing).
 *
 * @example
 * appendToList({ file: 'routes.yaml', text }, ['routes'], { path: '/a', name: 'A', meta: { title: 't' } }, ['meta']);
 */
export function appendToList(
  file: YamlText,
  path: readonly unknown[],
  item: unknown,
  flow: readonly string[] = [],
): YamlText {
  const { doc, lineCounter } = parse(file);
  const seq = blockAt(file, doc, path, 'seq');
  if (!seq) throw new YamlEditError(`${file.file}: no list at ${path.join('.')}`);
  const column = lineCounter.linePos(seq.range[0]).col - 1;
  const lines = indent(render([item], flow), column);
  return verified(file, insertAfter(file, seq.range[1], lines), (expected) => {
    (expected.getIn(path, true) as { add(v: unknown): void }).add(expected.createNode(item));
  });
}

/**
 * Sets `key` to `value` in the block map at `path` (made, with the maps above it, when missing),
 * as lines of their own below the map's last entry and at its keys' indentation; every other byte
 * of the file stays as it was. A key that is already there is an error: nothing is replaced.
 *
 * @example
 * addToMap({ file: 'zh.yaml', text }, ['route'], 'articles', '文章');
 */
export function addToMap(
  file: YamlText,
  path: readonly string[],
  key: string,
  value: unknown,
  flow: readonly string[] = [],
): YamlText {
  const { doc, lineCounter } = parse(file);
  // The deepest map of the path that exists takes what is missing below it.
  let depth = path.length;
  while (depth > 0 && !isMap(doc.getIn(path.slice(0, depth), true))) depth--;
  const base = path.slice(0, depth);
  const missing = [...path.slice(depth), key];
  const nested = missing.reduceRight<unknown>((inner, name) => ({ [name]: inner }), value) as Record<
    string,
    unknown
  >;
  const [[firstKey, firstValue]] = Object.entries(nested);
  const change = (expected: Document) => {
    expected.setIn([...path, key], expected.createNode(value));
  };
  const map = doc.contents === null && depth === 0 ? undefined : blockAt(file, doc, base, 'map');
  if (map === undefined) {
    if (doc.contents !== null && depth === 0)
      throw new YamlEditError(`${file.file}: the document is not a map of keys`);
    const lines = render({ [firstKey]: firstValue }, flow);
    return verified(file, insertAfter(file, file.text.length, lines), change);
  }
  const existing = map.items.find(
    (pair) => isPair(pair) && isScalar(pair.key) && pair.key.value === firstKey,
  );
  if (existing) {
    const where = lineCounter.linePos((existing as { key: Node }).key.range?.[0] ?? 0);
    throw new YamlEditError(
      `${file.file}:${where.line}:${where.col}: ${[...path, key].join('.')} is already there`,
    );
  }
  const column = map.items.length > 0 ? lineCounter.linePos(map.range[0]).col - 1 : 0;
  const lines = indent(render({ [firstKey]: firstValue }, flow), column);
  return verified(file, insertAfter(file, map.range[1], lines), change);
}
