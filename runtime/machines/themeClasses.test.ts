// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeToDocument, themeClasses } from './themeClasses';

afterEach(() => {
  document.body.className = '';
  document.documentElement.className = '';
});

describe('themeClasses', () => {
  it("TH-08: body class vab-theme-<name>, root class the background or '' for none", () => {
    expect(themeClasses({ themeName: 'ocean', background: 'vab-background' })).toEqual({
      body: 'vab-theme-ocean',
      root: 'vab-background',
    });
    expect(themeClasses({ themeName: 'blue-white', background: 'none' })).toEqual({
      body: 'vab-theme-blue-white',
      root: '',
    });
  });

  it('TH-08: applying replaces the earlier theme classes and keeps unrelated ones', () => {
    document.body.className = 'keep-me';
    applyThemeToDocument(document, { themeName: 'green-black', background: 'vab-background' });
    expect([...document.body.classList]).toEqual(['keep-me', 'vab-theme-green-black']);
    expect(document.documentElement.classList.contains('vab-background')).toBe(true);
    applyThemeToDocument(document, { themeName: 'ocean', background: 'none' });
    expect([...document.body.classList]).toEqual(['keep-me', 'vab-theme-ocean']);
    expect(document.documentElement.classList.contains('vab-background')).toBe(false);
  });

  it('TH-08: a given root element receives the background class instead of <html>', () => {
    const root = document.createElement('div');
    applyThemeToDocument(document, { themeName: 'ocean', background: 'vab-background' }, root);
    expect(root.className).toBe('vab-background');
    expect(document.documentElement.className).toBe('');
  });
});
