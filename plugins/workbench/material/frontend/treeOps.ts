/** One route of the tree the frontend generator edits (routes.schema.json RouteEntry). */
export interface RouteNode {
  path: string;
  name: string;
  page?: string;
  component?: string;
  redirect?: string;
  meta?: Record<string, unknown>;
  children?: RouteNode[];
}

/** A node's place: indexes from the top (`0-3-1` as a Tree key). */
export type Place = number[];

export const keyOf = (place: Place) => place.join('-');
export const placeOf = (key: string): Place => key.split('-').map(Number);
export const isExternal = (path: string) => /^(https?:|mailto:|tel:|\/\/)/.test(path);

export function nodeAt(routes: readonly RouteNode[], place: Place): RouteNode | undefined {
  let list: readonly RouteNode[] | undefined = routes;
  let node: RouteNode | undefined;
  for (const index of place) {
    node = list?.[index];
    list = node?.children;
  }
  return node;
}

/** The list holding a place and the index in it (the top list for a top-level place). */
function listOf(routes: RouteNode[], place: Place): RouteNode[] {
  if (place.length === 1) return routes;
  const parent = nodeAt(routes, place.slice(0, -1));
  if (!parent) throw new Error(`no route at ${keyOf(place)}`);
  parent.children ??= [];
  return parent.children;
}

/**
 * A path as it must be written at its new depth (routes.schema.json): absolute at the top
 * (`/x`), relative under a parent (`x`); external links are left as they are.
 */
export function pathAtDepth(path: string, topLevel: boolean): string {
  if (isExternal(path)) return path;
  const bare = path.replace(/^\/+/, '');
  return topLevel ? `/${bare}` : bare || 'index';
}

/** A deep copy of the tree that the caller may change. */
const copyOf = (routes: readonly RouteNode[]): RouteNode[] => structuredClone([...routes]);

/**
 * Moves the route at `from` before, after or inside the route at `to`, fixing its path for
 * its new depth. Answers a new tree (the old one is not changed); a route cannot go inside itself.
 *
 * @example
 * moveRoute(routes, [3, 5], [4], 'inside'); // 部门管理 now the last child of 系统设置
 */
export function moveRoute(
  routes: readonly RouteNode[],
  from: Place,
  to: Place,
  position: 'before' | 'after' | 'inside',
): RouteNode[] {
  if (keyOf(to).startsWith(keyOf(from)) && (to.length > from.length || keyOf(to) === keyOf(from)))
    return copyOf(routes);
  const next = copyOf(routes);
  const target = nodeAt(next, to);
  const source = listOf(next, from);
  const [moved] = source.splice(from[from.length - 1], 1);
  if (!moved || !target) return copyOf(routes);
  // Emptied groups lose their children key (routes.schema.json wants at least one child).
  const cleanup = () => {
    const parent = from.length > 1 ? nodeAt(next, from.slice(0, -1)) : undefined;
    if (parent?.children?.length === 0) delete parent.children;
  };
  if (position === 'inside') {
    target.children = [...(target.children ?? []), { ...moved, path: pathAtDepth(moved.path, false) }];
    cleanup();
    return next;
  }
  const place = findPlace(next, target);
  if (!place) throw new Error('moveRoute: the target route is no longer in the tree');
  const list = listOf(next, place);
  const index = place[place.length - 1] + (position === 'after' ? 1 : 0);
  list.splice(index, 0, { ...moved, path: pathAtDepth(moved.path, place.length === 1) });
  cleanup();
  return next;
}

function findPlace(routes: readonly RouteNode[], node: RouteNode, prefix: Place = []): Place | undefined {
  for (const [index, route] of routes.entries()) {
    if (route === node) return [...prefix, index];
    const inner = route.children && findPlace(route.children, node, [...prefix, index]);
    if (inner) return inner;
  }
  return undefined;
}

/** The tree with the route at `place` changed. */
export function updateRoute(
  routes: readonly RouteNode[],
  place: Place,
  patch: Partial<RouteNode>,
): RouteNode[] {
  const next = copyOf(routes);
  const node = nodeAt(next, place);
  if (node) Object.assign(node, patch);
  for (const [key, value] of Object.entries(patch))
    if (value === undefined && node) delete node[key as keyof RouteNode];
  return next;
}

/** The tree without the route at `place` (and its children). */
export function removeRoute(routes: readonly RouteNode[], place: Place): RouteNode[] {
  const next = copyOf(routes);
  listOf(next, place).splice(place[place.length - 1], 1);
  const parent = place.length > 1 ? nodeAt(next, place.slice(0, -1)) : undefined;
  if (parent?.children?.length === 0) delete parent.children;
  return next;
}

/** Adds a route at the end of a parent's children (or at the top). */
export function addRoute(
  routes: readonly RouteNode[],
  parent: Place | undefined,
  route: RouteNode,
): RouteNode[] {
  const next = copyOf(routes);
  const list = parent ? listOf(next, [...parent, 0]) : next;
  list.push({ ...route, path: pathAtDepth(route.path, !parent) });
  return next;
}

/** Every route name of a tree. */
export function routeNames(routes: readonly RouteNode[]): string[] {
  return routes.flatMap((r) => [r.name, ...routeNames(r.children ?? [])]);
}

/** `base`, else `base2`, `base3` … — a name the tree does not use yet. */
export function freeName(routes: readonly RouteNode[], base: string): string {
  const taken = new Set(routeNames(routes));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  return name;
}
