import {
  type Document,
  isCollection,
  isMap,
  isScalar,
  type Node,
  parseDocument,
  Scalar,
  visit,
  type YAMLMap,
} from 'yaml';
import { writeKeepingLines } from '../../server/yamlMerge';

/** Which form of a page file: a crud page's `edit` or `search` block, or a form page's own. */
export type PageFormKind = 'edit' | 'search' | 'form';

/** A form as a page file holds it. */
export interface PageForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const NO_ALIAS = { aliasDuplicateObjects: false } as const;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pathOf = (kind: PageFormKind) => (kind === 'form' ? [] : [kind]);

/** The forms a page file has (`edit`, `search` of a crud page; `form` of a form page). */
export function formsOfPage(text: string): PageFormKind[] {
  const page = parseDocument(text).toJS() as Json | null;
  if (!isObject(page)) return [];
  if (page.kind === 'form') return isObject(page.schema) ? ['form'] : [];
  return (['edit', 'search'] as const).filter((k) => isObject((page[k] as Json | undefined)?.schema));
}

/**
 * One form of a page file as plain JSON, or undefined when the page has none of that kind.
 *
 * @example readPageForm(usersYaml, 'edit')?.schema.required; // ['username', 'email', 'roles']
 */
export function readPageForm(text: string, kind: PageFormKind): PageForm | undefined {
  const page = parseDocument(text).toJS() as Json | null;
  const block = kind === 'form' ? page : (page?.[kind] as Json | undefined);
  if (!isObject(block) || !isObject(block.schema)) return undefined;
  return { schema: block.schema, uiSchema: isObject(block.uiSchema) ? block.uiSchema : {} };
}

/** `[ a, b ]` → `[a, b]` outside quoted text: the page files write lists unpadded (maps keep `{ a }`). */
function unpadLists(line: string): string {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quote) {
      if (c === quote) quote = undefined;
      out += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (c === '[' && line[i + 1] === ' ' && line[i + 2] !== ']') {
      out += c;
      i++;
    } else if (!(c === ' ' && line[i + 1] === ']' && out.length > 0 && !out.endsWith('['))) out += c;
  }
  return out;
}

/** A key as the page files write it: `'ui:widget'` quoted, plain names plain. */
function keyNode(name: string): Scalar {
  const key = new Scalar(name);
  if (name.includes(':')) key.type = Scalar.QUOTE_SINGLE;
  return key;
}

/** A new node shaped like its neighbours: flow when they are flow, `ui:` keys quoted. */
function createLike(doc: Document, value: unknown, sibling: unknown): Node {
  const node = doc.createNode(value, NO_ALIAS) as Node;
  if (isCollection(node) && isCollection(sibling) && sibling.flow) node.flow = true;
  visit(node, {
    Pair(_, pair) {
      if (isScalar(pair.key) && String(pair.key.value).includes(':')) pair.key.type = Scalar.QUOTE_SINGLE;
    },
  });
  return node;
}

/**
 * Brings one YAML node to `value` touching only what differs, so every untouched key keeps its
 * place, style and comments. Answers whether anything changed.
 */
function sync(doc: Document, parent: YAMLMap, key: string, value: unknown): boolean {
  const node = parent.get(key, true) as unknown;
  if (isMap(node) && isObject(value)) {
    let changed = false;
    const sibling = node.items.find((pair) => isCollection(pair.value))?.value;
    for (const pair of [...node.items]) {
      const name = String((pair.key as { value?: unknown })?.value ?? pair.key);
      if (!(name in value)) {
        node.delete(pair.key);
        changed = true;
      }
    }
    for (const [name, inner] of Object.entries(value)) {
      if (node.has(name)) {
        if (sync(doc, node, name, inner)) changed = true;
        continue;
      }
      node.set(keyNode(name), createLike(doc, inner, sibling));
      changed = true;
    }
    return changed;
  }
  const current =
    isCollection(node) || (node && typeof node === 'object' && 'toJSON' in node)
      ? (node as { toJSON(): unknown }).toJSON()
      : node;
  if (same(current, value)) return false;
  parent.set(key, createLike(doc, value, node));
  return true;
}

/**
 * A page file with one form replaced, written with the yaml Document API: comments, key
 * order, flow style and the `# yaml-language-server` line stay; only the nodes whose values
 * changed are rewritten, and an unchanged form gives back the very same bytes.
 *
 * @example writePageForm(usersYaml, 'edit', { schema, uiSchema }); // users.yaml with the new edit form
 */
export function writePageForm(text: string, kind: PageFormKind, form: PageForm): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`the page file has YAML errors: ${doc.errors[0]?.message}`);
  const path = pathOf(kind);
  if (path.length > 0 && !isMap(doc.getIn(path, true))) doc.setIn(path, doc.createNode({}, NO_ALIAS));
  const block = (path.length > 0 ? doc.getIn(path, true) : doc.contents) as YAMLMap;
  if (!isMap(block)) throw new Error('the page file is not a YAML map');
  let changed = sync(doc, block, 'schema', form.schema);
  const emptyUi = Object.keys(form.uiSchema).length === 0 && !block.has('uiSchema');
  if (!emptyUi && sync(doc, block, 'uiSchema', form.uiSchema)) changed = true;
  if (!changed) return text;
  const kept = new Set(text.split('\n'));
  return writeKeepingLines(doc, text)
    .split('\n')
    .map((line) => (kept.has(line) ? line : unpadLists(line)))
    .join('\n');
}
