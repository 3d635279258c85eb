import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addStrings } from '../../i18n/addStrings';
import { lazyComponent } from '../../lib/lazyComponent';
import { THEME_EVENT } from '../header/themeEvent';
import { applyDarkMode, readDarkMode } from './darkMode';
import type { ThemeDrawerProps } from './ThemeDrawer';
import { RANDOM_THEME_EVENT } from './themeEvents';
// The themes' colours apply from the start, whether or not the drawer was ever opened.
import './themes.css';

// The drawer's selects, radios and switches, and its strings, load the first time someone asks for
// the drawer; the strings are registered as they arrive, before the drawer renders.
const ThemeDrawer = lazyComponent<ThemeDrawerProps>(() => import('./ThemeDrawer').then((m) => m.ThemeDrawer));
const loadDrawer = (i18n: Parameters<typeof addStrings>[0]) =>
  import('./ThemeDrawer').then((m) => {
    addStrings(i18n, m.themeMessages);
    return ThemeDrawer.preload();
  });

/**
 * Listens for 'theme' and 'random-theme' and mounts the theme drawer, once its code and
 * strings are in, on the first of them; from then on the drawer listens itself. Dark mode,
 * persisted by the drawer, applies at start.
 */
export function ThemeDrawerHost() {
  const { i18n } = useTranslation();
  const [first, setFirst] = useState<'open' | 'random' | null>(null);
  useEffect(() => {
    void applyDarkMode(document, readDarkMode(window.localStorage));
  }, []);
  useEffect(() => {
    if (first) return undefined;
    let live = true;
    const show = (which: 'open' | 'random') => () =>
      void loadDrawer(i18n).then(
        () => live && setFirst(which),
        (error: unknown) => console.error(error),
      );
    const open = show('open');
    const random = show('random');
    window.addEventListener(THEME_EVENT, open);
    window.addEventListener(RANDOM_THEME_EVENT, random);
    return () => {
      live = false;
      window.removeEventListener(THEME_EVENT, open);
      window.removeEventListener(RANDOM_THEME_EVENT, random);
    };
  }, [first, i18n]);
  if (!first) return null;
  return <ThemeDrawer initial={first} />;
}
