import { isRecord } from '../lib/isRecord';
import type { VisitedTab } from './visitedTabs';

/** Where the open tabs live for this browser tab (sessionStorage: F5 keeps them, a new window does not). */
export const SAVED_TABS_KEY = 'jimu-tabs';

const isTab = (value: unknown): value is VisitedTab =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  typeof value.path === 'string' &&
  typeof value.name === 'string' &&
  typeof value.title === 'string' &&
  typeof value.meta === 'object' &&
  value.meta !== null;

/**
 * The tabs saved before a reload: what does not look like a tab is dropped,
 * unreadable storage gives none.
 *
 * @example readSavedTabs(sessionStorage).map((tab) => tab.key); // ['/index', '/user_center/userManagement']
 */
export function readSavedTabs(storage: Pick<Storage, 'getItem'> | undefined): VisitedTab[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SAVED_TABS_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isTab) : [];
  } catch {
    return [];
  }
}

/**
 * Saves the open tabs for the next reload; a full or refused storage only loses that.
 *
 * @example tabsActor.subscribe((s) => saveTabs(sessionStorage, s.context.tabs));
 */
export function saveTabs(storage: Pick<Storage, 'setItem'> | undefined, tabs: readonly VisitedTab[]): void {
  try {
    storage?.setItem(SAVED_TABS_KEY, JSON.stringify(tabs));
  } catch {
    // Private mode or a full quota: the tabs still work, they only do not survive F5.
  }
}
