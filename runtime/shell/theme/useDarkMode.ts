import { useThemeValue } from './useThemeValue';

/** Whether the console is in dark mode now. */
const isDarkMode = (): boolean => document.body.getAttribute('theme-mode') === 'dark';

/**
 * Whether the console is in dark mode, following every switch: a code editor or a chart picks its
 * dark or light look by it.
 *
 * @example <CodeMirror theme={useDarkMode() ? 'dark' : 'light'} … />
 */
export function useDarkMode(): boolean {
  return useThemeValue(isDarkMode);
}
