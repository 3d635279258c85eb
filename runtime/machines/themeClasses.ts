import { type Background, type ThemeSettings, themeOptions } from './themeSettings';

const THEME_CLASS_PREFIX = 'vab-theme-';

/**
 * The classes a theme puts on the page: the body gets `vab-theme-<name>`, the root
 * element the menu background, or nothing for 'none'.
 *
 * @example
 * themeClasses({ themeName: 'ocean', background: 'vab-background' });
 * // { body: 'vab-theme-ocean', root: 'vab-background' }
 */
export function themeClasses(settings: Pick<ThemeSettings, 'themeName' | 'background'>): {
  body: string;
  root: string;
} {
  return {
    body: `${THEME_CLASS_PREFIX}${settings.themeName}`,
    root: settings.background === 'none' ? '' : settings.background,
  };
}

/**
 * Applies `themeClasses` to a document: replaces any earlier `vab-theme-*` class on
 * the body and any background class on the root (the `<html>` element unless given), leaving
 * every other class alone.
 *
 * @example
 * applyThemeToDocument(document, settings);
 * document.body.classList.contains('vab-theme-blue-white'); // true with the defaults
 */
export function applyThemeToDocument(
  doc: Document,
  settings: Pick<ThemeSettings, 'themeName' | 'background'>,
  root: Element = doc.documentElement,
): void {
  const classes = themeClasses(settings);
  const stale = [...doc.body.classList].filter((name) => name.startsWith(THEME_CLASS_PREFIX));
  doc.body.classList.remove(...stale);
  doc.body.classList.add(classes.body);
  const backgrounds = themeOptions.background.filter((name: Background) => name !== 'none');
  root.classList.remove(...backgrounds);
  if (classes.root) root.classList.add(classes.root);
}
