import { loadDarkPalette } from './darkPalette';

/** Where the dark-mode choice is kept, beside the settings' own `jimu-theme` entry. */
export const DARK_MODE_KEY = 'jimu-dark-mode';

/** The latest choice per document, so a palette that arrives after a switch back stays unused. */
const wanted = new WeakMap<Document, boolean>();

/**
 * Dark mode through Semi's own switch, `theme-mode="dark"` on the body: every Semi colour variable
 * flips, and the theme CSS keys its menu colours off it too. Beyond the spec, so it lives outside
 * the settings machine and persists like them: on Save, forgotten on Restore default.
 *
 * Semi's dark palette loads with the first switch to dark (darkPalette.ts), and the body turns dark
 * only once it is in the page. Setting the attribute first would show, for as long as the load
 * takes, the theme's dark menu text on Semi's light surfaces (light selected text on a light
 * selection: unreadable, and what axe found on an F5 in dark mode). So the page is whole light
 * or whole dark at every moment. If the palette cannot load, the page stays light.
 *
 * @example
 * void applyDarkMode(document, readDarkMode(localStorage));
 */
export async function applyDarkMode(doc: Document, dark: boolean): Promise<void> {
  wanted.set(doc, dark);
  if (!dark) {
    doc.body.removeAttribute('theme-mode');
    return;
  }
  const loaded = await loadDarkPalette();
  if (loaded && wanted.get(doc) === true) doc.body.setAttribute('theme-mode', 'dark');
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
