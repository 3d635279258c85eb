import type { RuntimeRoute } from './RuntimeRoute';

/**
 * The menu key to highlight for a matched chain: the `meta.activeMenu` of the deepest route that
 * sets one (a hidden detail page highlights its list), else the leaf's path.
 *
 * @example
 * activeMenuKey(findRoute(routes, '/vab/table/detail')!.chain); // '/vab/table/comprehensiveTable'
 * activeMenuKey(findRoute(routes, '/index')!.chain); // '/index'
 */
export function activeMenuKey(chain: readonly RuntimeRoute[]): string | undefined {
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const { activeMenu } = chain[index].meta;
    if (activeMenu) return activeMenu;
  }
  return chain[chain.length - 1]?.path;
}
