import { lazy, Suspense, useEffect, useState } from 'react';
import { THEME_EVENT } from '../header/themeEvent';
import { applyDarkMode, readDarkMode } from './darkMode';
import { RANDOM_THEME_EVENT } from './themeEvents';
// The themes' colours apply from the start, whether or not the drawer was ever opened (TH-08).
import './themes.css';

// The drawer's selects, radios and switches load the first time someone asks for the drawer.
const ThemeDrawer = lazy(() => import('./ThemeDrawer').then((m) => ({ default: m.ThemeDrawer })));

/**
 * Listens for 'theme' and 'random-theme' (TH-01) and mounts the theme drawer on the first of them;
 * from then on the drawer listens itself. Dark mode, persisted by the drawer, applies at start.
 */
export function ThemeDrawerHost() {
  const [first, setFirst] = useState<'open' | 'random' | null>(null);
  useEffect(() => applyDarkMode(document, readDarkMode(window.localStorage)), []);
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
  return (
    <Suspense fallback={null}>
      <ThemeDrawer initial={first} />
    </Suspense>
  );
}
