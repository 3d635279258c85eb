import { diffArrays } from 'diff';
import { type Document, isMap, isSeq, parseDocument, type YAMLMap, YAMLSeq } from 'yaml';

type Json = Record<string, unknown>;

/** The same object twice (a route's meta) must be written out twice, not as `&a1`/`*a1`. */
const NO_ALIAS = { aliasDuplicateObjects: false } as const;

/** Parses for a merge; a file with YAML errors is not merged into (the caller reports it). */
function parse(text: string, file: string): Document {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`${file} has YAML errors: ${doc.errors[0]?.message}`);
  return doc;
}

/** A line with flow-sequence padding taken out: the yaml library prints `[a]` as `[ a ]`. */
const normalise = (line: string) => line.replace(/\[\s+/g, '[').replace(/\s+\]/g, ']');

/**
 * Writes a merged document back so that every line the merge did not change keeps its exact
 * original text. The yaml library prints `[a]` inside a flow map as `[ a ]`; lines equal up to
 * that padding are taken from the original, so a no-op merge is byte-identical.
 */
function write(doc: Document, original: string): string {
  const out = doc.toString({ lineWidth: 0 });
  if (out === original) return out;
  const before = original.split('\n');
  const after = out.split('\n');
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  for (const part of diffArrays(before.map(normalise), after.map(normalise))) {
    const n = part.value.length;
    if (part.added) {
      lines.push(...after.slice(j, j + n));
      j += n;
    } else if (part.removed) i += n;
    else {
      lines.push(...before.slice(i, i + n));
      i += n;
      j += n;
    }
  }
  return lines.join('\n');
}

/** The same writer for other merges (the frontend generator's route tree). */
export const writeKeepingLines = write;

const findRoute = (seq: unknown, name: string): YAMLMap | undefined => {
  if (!isSeq(seq)) return undefined;
  for (const item of seq.items) {
    if (!isMap(item)) continue;
    if (item.get('name') === name) return item as YAMLMap;
    const inner = findRoute(item.get('children'), name);
    if (inner) return inner;
  }
  return undefined;
};

/** Sets a node only when its value differs, so an unchanged merge keeps the file's own styling. */
function setIfChanged(doc: Document, map: YAMLMap, key: string, value: unknown): void {
  const current = map.get(key, true) as { toJSON?: () => unknown } | undefined;
  const now = current && typeof current === 'object' && 'toJSON' in current ? current.toJSON?.() : current;
  if (JSON.stringify(now) === JSON.stringify(value)) return;
  map.set(key, doc.createNode(value, NO_ALIAS));
}

/**
 * Merges a route into routes.yaml with the yaml Document API: comments, key order and the
 * `# yaml-language-server` line survive. The route is replaced when one of its name exists (so
 * regenerating is idempotent), else added under `parent` or at the top level.
 *
 * @example
 * mergeRoute(text, { path: '/orders', name: 'Orders', … }); // routes.yaml with the group added
 */
export function mergeRoute(text: string, route: Json, parent?: string): string {
  const doc = parse(text, 'routes.yaml');
  const routes = doc.get('routes');
  if (!isSeq(routes)) throw new Error('routes.yaml has no routes list');
  const existing = findRoute(routes, String(route.name));
  if (existing) {
    for (const [key, value] of Object.entries(route)) setIfChanged(doc, existing, key, value);
    return write(doc, text);
  }
  const group = parent ? findRoute(routes, parent) : undefined;
  if (parent && !group) throw new Error(`routes.yaml has no route named '${parent}'`);
  if (group) {
    if (!group.has('children')) group.set('children', new YAMLSeq());
    (group.get('children') as YAMLSeq).add(doc.createNode(route, NO_ALIAS));
  } else (routes as YAMLSeq).add(doc.createNode(route, NO_ALIAS));
  return write(doc, text);
}

/**
 * Deep-merges strings into an i18n file at a key path (`['page', 'orders']`): existing keys get
 * the new values, other keys and all comments stay.
 *
 * @example
 * mergeStrings(zhText, { route: { orders: '订单' }, page: { orders: { title: '订单' } } });
 */
export function mergeStrings(text: string, strings: Json): string {
  const doc = parse(text, 'i18n');
  const visit = (path: string[], value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const node = doc.getIn(path);
      if (node !== undefined && !isMap(node)) doc.setIn(path, doc.createNode({}, NO_ALIAS));
      for (const [key, inner] of Object.entries(value)) visit([...path, key], inner);
      return;
    }
    if (doc.getIn(path) !== value) doc.setIn(path, value);
  };
  for (const [key, value] of Object.entries(strings)) visit([key], value);
  return write(doc, text);
}

/**
 * Adds API rules to permissions.yaml ahead of the first wildcard rule (first match wins, so a
 * resource's own rules must come before `POST /**`). A rule with the same `match` is updated in
 * place; running twice changes nothing.
 *
 * @example
 * mergeApiRules(text, [{ match: 'POST /orders/doDelete', permission: 'delete:system' }]);
 */
export function mergeApiRules(text: string, rules: { match: string; permission: string }[]): string {
  const doc = parse(text, 'permissions.yaml');
  if (!isSeq(doc.getIn(['api', 'rules']))) doc.setIn(['api', 'rules'], doc.createNode([], NO_ALIAS));
  const list = doc.getIn(['api', 'rules']) as YAMLSeq;
  for (const rule of rules) {
    const same = list.items.find((item) => isMap(item) && item.get('match') === rule.match) as
      | YAMLMap
      | undefined;
    if (same) {
      if (same.get('permission') !== rule.permission) same.set('permission', rule.permission);
      continue;
    }
    const at = list.items.findIndex((item) => isMap(item) && String(item.get('match')).includes('*'));
    const node = doc.createNode(rule, NO_ALIAS);
    if (at < 0) list.items.push(node);
    else list.items.splice(at, 0, node);
  }
  return write(doc, text);
}

/** A new config/dataSources.yaml: the schema modeline and an empty list of sources. */
export const EMPTY_DATA_SOURCES =
  "# yaml-language-server: $schema=../schemas/dataSources.schema.json\n# The databases this console's pages read and write live; passwords come from the environment.\nsources: []\n";

/**
 * Puts a data source into dataSources.yaml under its name: an entry of that name is updated in
 * place (so regenerating is idempotent), else the source is added; other sources and comments
 * stay. The entry names its password's variable (`passwordEnv`), never a password.
 *
 * @example
 * mergeDataSource(EMPTY_DATA_SOURCES, { name: 'chinook', type: 'postgres', host: '127.0.0.1', … });
 */
export function mergeDataSource(text: string, source: Json): string {
  const doc = parse(text, 'dataSources.yaml');
  if (!isSeq(doc.get('sources'))) doc.set('sources', doc.createNode([], NO_ALIAS));
  const list = doc.get('sources') as YAMLSeq;
  const same = list.items.find((item) => isMap(item) && item.get('name') === source.name) as
    | YAMLMap
    | undefined;
  if (same) for (const [key, value] of Object.entries(source)) setIfChanged(doc, same, key, value);
  else list.items.push(doc.createNode(source, NO_ALIAS));
  return write(doc, text);
}
