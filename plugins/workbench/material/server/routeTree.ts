import { type Document, isMap, isScalar, isSeq, parseDocument, type YAMLMap, YAMLSeq } from 'yaml';
import { writeKeepingLines } from '../../server/yamlMerge';

/** One route of routes.yaml as the frontend generator edits it (schemas/routes.schema.json). */
export interface RouteNode {
  path: string;
  name: string;
  page?: string;
  component?: string;
  redirect?: string;
  meta?: Record<string, unknown>;
  children?: RouteNode[];
}

const KEYS = ['path', 'name', 'page', 'component', 'redirect', 'meta'] as const;
const NO_ALIAS = { aliasDuplicateObjects: false } as const;

const plain = (node: unknown): unknown =>
  isScalar(node) ? node.value : (node as { toJSON?: () => unknown } | undefined)?.toJSON?.();
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets a key only when its value changed; a map is updated key by key, keeping its flow style. */
function setValue(doc: Document, map: YAMLMap, key: string, value: unknown): void {
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
    return;
  }
  const current = map.get(key, true);
  if (isMap(current) && isObject(value)) {
    for (const pair of [...current.items]) {
      const name = String(plain(pair.key));
      if (!(name in value)) current.delete(name);
    }
    for (const [inner, v] of Object.entries(value)) setValue(doc, current as YAMLMap, inner, v);
    return;
  }
  if (current !== undefined && JSON.stringify(plain(current)) === JSON.stringify(value)) return;
  const node = doc.createNode(value, NO_ALIAS);
  // New meta maps and short lists are written in the file's own `{ … }` / `[ … ]` style.
  if ((isMap(node) && key === 'meta') || (isSeq(node) && !isObject((value as unknown[])[0])))
    node.flow = true;
  map.set(key, node);
}

function indexRoutes(seq: unknown, found: Map<string, YAMLMap>): void {
  if (!isSeq(seq)) return;
  for (const item of seq.items) {
    if (!isMap(item)) continue;
    const name = item.get('name');
    if (typeof name === 'string' && !found.has(name)) found.set(name, item as YAMLMap);
    indexRoutes(item.get('children'), found);
  }
}

/** A rebuilt list keeps the comments of the list it replaces (those above its first item). */
function keepComments(seq: YAMLSeq, old: unknown): YAMLSeq {
  if (isSeq(old)) {
    seq.commentBefore = old.commentBefore;
    seq.comment = old.comment;
    seq.spaceBefore = old.spaceBefore;
  }
  return seq;
}

function buildSeq(doc: Document, routes: readonly RouteNode[], originals: Map<string, YAMLMap>): YAMLSeq {
  const seq = new YAMLSeq();
  for (const route of routes) {
    const original = originals.get(route.name);
    // A route keeps its own YAML node (and its comments) wherever it moves; a name given twice
    // gets a new node the second time (validation then reports the duplicate).
    originals.delete(route.name);
    const node = (original ? original.clone() : doc.createNode({}, NO_ALIAS)) as YAMLMap;
    for (const key of KEYS) setValue(doc, node, key, route[key]);
    const oldChildren = node.get('children', true);
    if (route.children && route.children.length > 0)
      node.set('children', keepComments(buildSeq(doc, route.children, originals), oldChildren));
    else if (node.has('children')) node.delete('children');
    seq.items.push(node);
  }
  return seq;
}

/** The routes of a routes.yaml text as plain objects. */
export function readRouteTree(text: string): RouteNode[] {
  const routes = (parseDocument(text).toJS() as { routes?: RouteNode[] } | null)?.routes;
  return Array.isArray(routes) ? routes : [];
}

/**
 * Writes an edited route tree back into routes.yaml with the yaml Document API ("YAML is
 * edited, not regenerated"): every route keeps its node — comments, key order, flow style — when
 * it moves or changes, only changed keys are rewritten, and lines the edit did not touch keep
 * their exact text, so an unchanged tree gives back the same bytes.
 *
 * @example
 * writeRouteTree(text, moved); // routes.yaml with 部门管理 now under 系统设置
 */
export function writeRouteTree(text: string, routes: readonly RouteNode[]): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`routes.yaml has YAML errors: ${doc.errors[0]?.message}`);
  const old = doc.get('routes', true);
  const originals = new Map<string, YAMLMap>();
  indexRoutes(old, originals);
  doc.set('routes', keepComments(buildSeq(doc, routes, originals), old));
  return writeKeepingLines(doc, text);
}
