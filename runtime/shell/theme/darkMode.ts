import { loadDarkPalette } from './darkPalette';

/** Where the dark-mode choice is kept, beside the settings' own `jimu-theme` entry. */
export const DARK_MODE_KEY = 'jimu-dark-mode';

/**
 * Dark mode through Semi's own switch, `theme-mode="dark"` on the body: every Semi colour variable
 * flips, and the theme CSS keys its menu colours off it too. Beyond the spec, so it lives outside
 * the settings machine and persists like them: on Save, forgotten on Restore default. Semi's dark
 * palette loads with the first switch to dark (darkPalette.ts); until it arrives (a few ms) the
 * light palette stays.
 *
 * @example
 * applyDarkMode(document, readDarkMode(localStorage));
 */
export function applyDarkMode(doc: Document, dark: boolean): void {
  if (dark) void loadDarkPalette();
  if (dark) doc.body.setAttribute('theme-mode', 'dark');
  else doc.body.removeAttribute('theme-mode');
}

/** The saved choice; false when nothing (or something unreadable) is saved. */
export function readDarkMode(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(DARK_MODE_KEY) === 'true';
}

/** Saves the choice, or forgets it when `dark` is null (Restore default). */
export function saveDarkMode(storage: Pick<Storage, 'setItem' | 'removeItem'>, dark: boolean | null): void {
  if (dark === null) storage.removeItem(DARK_MODE_KEY);
  else storage.setItem(DARK_MODE_KEY, String(dark));
}
