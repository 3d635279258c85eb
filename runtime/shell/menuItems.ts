import { type MenuItem, menuTree } from '../routing/menuTree';
import type { RuntimeRoute } from '../routing/RuntimeRoute';

/** One menu entry as the shell draws it (from the routing layer's menuTree). */
export interface ShellMenuItem {
  key: string;
  title: string;
  icon?: string;
  isCustomSvg?: boolean;
  badge?: string | number;
  dot?: boolean;
  external?: boolean;
  target?: '_blank' | '_self';
  scroll?: boolean;
  children?: ShellMenuItem[];
}

const toShellItem = (item: MenuItem): ShellMenuItem => ({
  key: item.key,
  title: item.titleKey,
  icon: item.icon,
  isCustomSvg: item.isCustomSvg,
  badge: item.badge,
  dot: item.dot,
  external: item.external,
  target: item.target,
  scroll: item.scroll,
  children: item.children?.map(toShellItem),
});

/**
 * The menu of the user's routes, titles left as i18n keys so a language switch needs no rebuild.
 *
 * @example shellMenu(routes)[0].key; // '/'
 */
export function shellMenu(routes: readonly RuntimeRoute[]): ShellMenuItem[] {
  return menuTree(routes).map(toShellItem);
}

/**
 * The item with `key` anywhere in the tree.
 *
 * @example findMenuItem(items, '/index')?.title; // 'route.index'
 */
export function findMenuItem(items: readonly ShellMenuItem[], key: string): ShellMenuItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = item.children && findMenuItem(item.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The keys of the groups that lead to `key`, outermost first: the submenus to open so the
 * menu follows the current route. Empty when the key is not in the tree.
 *
 * @example menuAncestors(items, '/vab/table/comprehensiveTable'); // ['/vab', '/vab/table']
 */
export function menuAncestors(items: readonly ShellMenuItem[], key: string): string[] {
  for (const item of items) {
    if (item.key === key) return [];
    if (item.children) {
      const below = menuAncestors(item.children, key);
      if (below.length > 0 || item.children.some((child) => child.key === key)) return [item.key, ...below];
    }
  }
  return [];
}

/**
 * The top-level item whose subtree holds `key` (the column and comprehensive layouts select it).
 *
 * @example topLevelOf(items, '/vab/table/comprehensiveTable')?.key; // '/vab'
 */
export function topLevelOf(items: readonly ShellMenuItem[], key: string): ShellMenuItem | undefined {
  return items.find((item) => item.key === key || menuAncestors([item], key).length > 0);
}

/**
 * Where a click on a top-level entry goes when openFirstMenu is on: down through the first
 * in-app child of each level to a leaf.
 *
 * @example firstLeaf(vabItem).key; // '/vab/icon/remixIcon'
 */
export function firstLeaf(item: ShellMenuItem): ShellMenuItem {
  const child = item.children?.find((candidate) => !candidate.external);
  return child ? firstLeaf(child) : item;
}
