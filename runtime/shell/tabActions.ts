import { isClosable, type VisitedTab } from '../machines/visitedTabs';

/** What the tabs bar's context menu and dropdown offer. */
export type TabAction = 'reload' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

export const TAB_ACTIONS: readonly TabAction[] = [
  'reload',
  'close',
  'closeOthers',
  'closeLeft',
  'closeRight',
  'closeAll',
];

/**
 * Whether an action on the tab with `key` would do anything: closing only ever removes closable
 * tabs, so an entry that would close nothing is shown disabled rather than silently ignored.
 *
 * @example tabActionEnabled(tabs, '/index', 'close'); // false: the home tab is not closable
 */
export function tabActionEnabled(tabs: readonly VisitedTab[], key: string, action: TabAction): boolean {
  const at = tabs.findIndex((tab) => tab.key === key);
  if (at < 0) return false;
  const closableWhere = (keep: (i: number) => boolean) => tabs.some((tab, i) => keep(i) && isClosable(tab));
  switch (action) {
    case 'reload':
      return true;
    case 'close':
      return isClosable(tabs[at]);
    case 'closeOthers':
      return closableWhere((i) => i !== at);
    case 'closeLeft':
      return closableWhere((i) => i < at);
    case 'closeRight':
      return closableWhere((i) => i > at);
    default:
      return closableWhere(() => true);
  }
}

/**
 * Where to go after closing tabs took the current one away: the tab acted on when it stayed,
 * else the last tab left, else home.
 *
 * @example pathAfterClose(remaining, '/a', '/b'); // '/b' when /b survived
 */
export function pathAfterClose(
  remaining: readonly VisitedTab[],
  current: string,
  actedOn?: string,
): string | null {
  if (remaining.some((tab) => tab.key === current)) return null;
  const target = remaining.find((tab) => tab.key === actedOn) ?? remaining[remaining.length - 1];
  return target ? (target.fullPath ?? target.path) : '/';
}
