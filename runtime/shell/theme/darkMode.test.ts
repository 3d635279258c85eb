// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyDarkMode, DARK_MODE_KEY, readDarkMode, saveDarkMode } from './darkMode';

describe('dark mode', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.removeAttribute('theme-mode');
  });

  it('TH-08 switches Semi theme mode on the body and back', () => {
    applyDarkMode(document, true);
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    applyDarkMode(document, false);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });

  it('TH-07 is saved, read back and forgotten like the settings', () => {
    expect(readDarkMode(localStorage)).toBe(false);
    saveDarkMode(localStorage, true);
    expect(readDarkMode(localStorage)).toBe(true);
    saveDarkMode(localStorage, null);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBeNull();
    localStorage.setItem(DARK_MODE_KEY, 'yes');
    expect(readDarkMode(localStorage)).toBe(false);
  });
});
