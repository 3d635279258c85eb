// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDarkMode, DARK_MODE_KEY, readDarkMode, saveDarkMode } from './darkMode';

const palette = vi.hoisted(() => ({ load: vi.fn(() => Promise.resolve(true)) }));
vi.mock('./darkPalette', () => ({ loadDarkPalette: palette.load }));

/** The palette's load waits until the test calls the answer with whether it loaded. */
function paletteArrivesLater(): (loaded: boolean) => void {
  let arrive: (loaded: boolean) => void = () => undefined;
  palette.load.mockImplementation(() => new Promise<boolean>((resolve) => (arrive = resolve)));
  return (loaded) => arrive(loaded);
}

describe('dark mode', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.removeAttribute('theme-mode');
    palette.load.mockImplementation(() => Promise.resolve(true));
  });

  it('TH-08 switches Semi theme mode on the body and back', async () => {
    await applyDarkMode(document, true);
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    await applyDarkMode(document, false);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });

  it('TH-08 turns the body dark only once the dark palette is in the page, and not at all if it fails', async () => {
    const arrive = paletteArrivesLater();
    const switching = applyDarkMode(document, true);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
    arrive(true);
    await switching;
    expect(document.body.getAttribute('theme-mode')).toBe('dark');

    await applyDarkMode(document, false);
    palette.load.mockImplementation(() => Promise.resolve(false));
    await applyDarkMode(document, true);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });

  it('TH-08 a switch back to light while the palette loads stays light', async () => {
    const arrive = paletteArrivesLater();
    const switching = applyDarkMode(document, true);
    await applyDarkMode(document, false);
    arrive(true);
    await switching;
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
