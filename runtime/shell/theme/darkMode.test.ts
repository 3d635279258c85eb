// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const palette = vi.hoisted(() => ({ load: vi.fn(() => Promise.resolve(true)) }));
vi.mock('./darkPalette', () => ({ loadDarkPalette: palette.load }));

// Test files share their worker's modules: darkMode is imported afresh, so that it takes this
// file's palette even when another file loaded the real one first, and dropped after, so that no
// later file gets the mocked one.
let dark: typeof import('./darkMode');
beforeAll(async () => {
  vi.resetModules();
  dark = await import('./darkMode');
});
afterAll(() => vi.resetModules());

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
    await dark.applyDarkMode(document, true);
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    await dark.applyDarkMode(document, false);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });

  it('TH-08 turns the body dark only once the dark palette is in the page, and not at all if it fails', async () => {
    const arrive = paletteArrivesLater();
    const switching = dark.applyDarkMode(document, true);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
    arrive(true);
    await switching;
    expect(document.body.getAttribute('theme-mode')).toBe('dark');

    await dark.applyDarkMode(document, false);
    palette.load.mockImplementation(() => Promise.resolve(false));
    await dark.applyDarkMode(document, true);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });

  it('TH-08 a switch back to light while the palette loads stays light', async () => {
    const arrive = paletteArrivesLater();
    const switching = dark.applyDarkMode(document, true);
    await dark.applyDarkMode(document, false);
    arrive(true);
    await switching;
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });

  it('TH-07 is saved, read back and forgotten like the settings', () => {
    expect(dark.readDarkMode(localStorage)).toBe(false);
    dark.saveDarkMode(localStorage, true);
    expect(dark.readDarkMode(localStorage)).toBe(true);
    dark.saveDarkMode(localStorage, null);
    expect(localStorage.getItem(dark.DARK_MODE_KEY)).toBeNull();
    localStorage.setItem(dark.DARK_MODE_KEY, 'yes');
    expect(dark.readDarkMode(localStorage)).toBe(false);
  });
});
