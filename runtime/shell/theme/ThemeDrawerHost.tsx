import { useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazyComponent';
import { THEME_EVENT } from '../header/themeEvent';
import { applyDarkMode, readDarkMode } from './darkMode';
import type { ThemeDrawerProps } from './ThemeDrawer';
import { RANDOM_THEME_EVENT } from './themeEvents';
// The themes' colours apply from the start, whether or not the drawer was ever opened (TH-08).
import './themes.css';

// The drawer's selects, radios and switches load the first time someone asks for the drawer.
const ThemeDrawer = lazyComponent<ThemeDrawerProps>(() => import('./ThemeDrawer').then((m) => m.ThemeDrawer));

/**
 * Listens for 'theme' and 'random-theme' (TH-01) and mounts the theme drawer on the first of them;
 * from then on the drawer listens itself. Dark mode, persisted by the drawer, applies at start.
 */
export function ThemeDrawerHost() {
  const [first, setFirst] = useState<'open' | 'random' | null>(null);
  useEffect(() => {
    void applyDarkMode(document, readDarkMode(window.localStorage));
  }, []);
  useEffect(() => {
    if (first) return undefined;
    const open = () => setFirst('open');
    const random = () => setFirst('random');
    window.addEventListener(THEME_EVENT, open);
    window.addEventListener(RANDOM_THEME_EVENT, random);
    return () => {
      window.removeEventListener(THEME_EVENT, open);
      window.removeEventListener(RANDOM_THEME_EVENT, random);
    };
  }, [first]);
  if (!first) return null;
  return <ThemeDrawer initial={first} />;
}
