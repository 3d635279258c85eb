import { type AccessSubject, can } from '../access/can';
import { findRoute } from './findRoute';
import { isExternalPath } from './isExternalPath';
import type { RuntimeRoute } from './RuntimeRoute';

export interface FilterRoutesOptions {
  /** app.auth.rolesControl: when false every route is kept (only group redirects are settled). */
  rolesControl: boolean;
}

function prune(routes: readonly RuntimeRoute[], permitted: (route: RuntimeRoute) => boolean): RuntimeRoute[] {
  const kept: RuntimeRoute[] = [];
  for (const route of routes) {
    if (!permitted(route)) continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = prune(route.children, permitted);
    // A group with nothing left to show would redirect nowhere: drop it.
    if (children.length > 0) kept.push({ ...route, children });
  }
  return kept;
}

/** Finds the route a redirect lands on: by exact path first (nearly every redirect), else the matcher. */
type Lookup = (target: string) => RuntimeRoute | undefined;

function lookupIn(tree: RuntimeRoute[]): Lookup {
  const byPath = new Map<string, RuntimeRoute>();
  const index = (routes: RuntimeRoute[]) => {
    for (const route of routes) {
      // Pre-order, so a child sharing its parent's path wins, as it does in the matcher.
      if (!route.external) byPath.set(route.path, route);
      if (route.children) index(route.children);
    }
  };
  index(tree);
  return (target) => {
    if (isExternalPath(target)) return undefined;
    const pathname = target.split(/[?#]/, 1)[0];
    const exact = byPath.get(pathname);
    if (exact) return exact;
    const match = findRoute(tree, pathname);
    return match && !match.catchAll ? match.chain[match.chain.length - 1] : undefined;
  };
}

/** Where a group should send its visitor, given its (already settled) children and the pruned tree's lookup. */
function settleRedirect(group: RuntimeRoute, children: RuntimeRoute[], lookup: Lookup): string {
  const internal = children.filter((child) => !child.external);
  const visible = internal.filter((child) => !child.meta.hidden);
  const current = group.redirect;
  if (current !== undefined) {
    if (isExternalPath(current)) return current;
    const leaf = lookup(current);
    // Keep a redirect that still lands on a permitted route, unless it lands on a hidden one
    // while a visible child exists (the build points groups at their first child, hidden or not).
    if (leaf && (!leaf.meta.hidden || visible.length === 0)) return current;
  }
  // Only external links left: the group can only send its visitor there (the app opens a URL
  // redirect outside the router, as it does for a configured external redirect).
  const first = visible[0] ?? internal[0] ?? children[0];
  return first.path;
}

function settle(routes: RuntimeRoute[], lookup: Lookup): RuntimeRoute[] {
  return routes.map((route) => {
    if (!route.children) return route;
    const children = settle(route.children, lookup);
    return { ...route, children, redirect: settleRedirect(route, children, lookup) };
  });
}

/** Follows redirects that land on another group, so one redirect reaches a route that shows. */
function finalTarget(redirect: string, lookup: Lookup): string {
  let target = redirect;
  for (let hop = 0; hop < 8; hop += 1) {
    const leaf = lookup(target);
    if (!leaf?.children || leaf.redirect === undefined || leaf.redirect === target) return target;
    target = leaf.redirect;
  }
  return target;
}

function flatten(routes: RuntimeRoute[], lookup: Lookup): RuntimeRoute[] {
  return routes.map((route) => {
    if (!route.children) return route;
    const redirect = route.redirect === undefined ? undefined : finalTarget(route.redirect, lookup);
    return { ...route, redirect, children: flatten(route.children, lookup) };
  });
}

/**
 * The routes this subject may see: a route whose `meta.permission` the subject
 * fails is dropped with all its children; a group left without children is dropped; every
 * group's redirect is settled on the first visible, permitted child unless its redirect
 * still lands on a visible permitted route, and followed through nested groups so it reaches a
 * route that shows. External links keep their paths (they can still be filtered by
 * permission). The input is never changed.
 *
 * @example
 * const editor = { roles: ['Editor'], permissions: ['read:system'], admin: false };
 * const visible = filterRoutes(manifest.routes, editor, { rolesControl: manifest.app.auth.rolesControl });
 * // /vab/table ({ roles: [Editor], mode: except }) is gone, and so are its children
 */
export function filterRoutes(
  routes: readonly RuntimeRoute[],
  subject: AccessSubject,
  { rolesControl }: FilterRoutesOptions,
): RuntimeRoute[] {
  const permitted = (route: RuntimeRoute) => !rolesControl || can(subject, route.meta.permission);
  const pruned = prune(routes, permitted);
  const settled = settle(pruned, lookupIn(pruned));
  return flatten(settled, lookupIn(settled));
}
