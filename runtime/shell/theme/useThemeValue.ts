import { useEffect, useRef, useState } from 'react';

/**
 * A value read from the page's theme, read again whenever the theme changes: dark mode (Semi's
 * `theme-mode` on the body), a colour theme (the body's classes) or colours set on the body. For
 * what paints its own colours and so cannot follow Semi's CSS variables by itself: charts on a
 * canvas, code editors. Plugins reach it through runtime/plugin.
 *
 * @example const colors = useThemeValue(() => ({ text: themeColor('--semi-color-text-1') }));
 */
export function useThemeValue<T>(read: () => T): T {
  const [value, setValue] = useState(read);
  const latest = useRef(read);
  latest.current = read;
  useEffect(() => {
    const observer = new MutationObserver(() => setValue(latest.current));
    observer.observe(document.body, { attributes: true, attributeFilter: ['theme-mode', 'class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return value;
}
