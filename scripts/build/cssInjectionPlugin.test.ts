import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssPart, tokenPart } from './cssInjectionPlugin';

const semiBase = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/@douyinfe/semi-ui/lib/es/_base/base.css'),
  'utf8',
);

describe('cssPart', () => {
  it('splits a flat stylesheet into its dark-mode rules and the rest', () => {
    const css = '/* c */body{--a:1}\nbody[theme-mode=dark], body .x{--a:2}\n.y{color:red}';
    expect(cssPart(css, 'dark')).toBe('\nbody[theme-mode=dark], body .x{--a:2}');
    expect(cssPart(css, 'light')).toBe('body{--a:1}\n\n.y{color:red}');
  });

  it("keeps every rule of Semi's base CSS in exactly one half, the dark palette apart", () => {
    const light = cssPart(semiBase, 'light');
    const dark = cssPart(semiBase, 'dark');
    const count = (css: string) => (css.match(/\{/g) ?? []).length;
    expect(count(light) + count(dark)).toBe(count(semiBase));
    expect(dark).toContain('--semi-color-bg-0');
    expect(light).toContain('--semi-color-bg-0');
    expect(light).not.toContain('theme-mode=dark] {');
    expect(dark.trim().startsWith('body[theme-mode=dark]')).toBe(true);
  });

  it('refuses stylesheets with @-rules or nesting, which it cannot split safely', () => {
    expect(() => cssPart('@media (x){body{}}', 'light')).toThrow(/flat/);
  });
});

describe('tokenPart', () => {
  it('keeps the tokens a stylesheet reads and the ones those read, from the light rules only', () => {
    const sheet = 'body{--a:rgba(var(--b),1);--b:1,2,3;--c:0}\nbody[theme-mode=dark]{--a:red}\n.x{--d:1}';
    expect(tokenPart(sheet, ['p{color:var(--a)}'])).toBe('body{--a:rgba(var(--b),1);--b:1,2,3}');
    expect(tokenPart(sheet, ['p{color:red}'])).toBe('');
  });

  it("gives the sign-in screen's stylesheets every Semi token they read, at a fraction of the sheet", () => {
    const users = ['../../runtime/app/app.css', '../../runtime/pages/pages.css'].map((file) =>
      readFileSync(path.resolve(import.meta.dirname, file), 'utf8'),
    );
    const part = tokenPart(semiBase, users);
    const read = new Set(
      users.flatMap((text) => [...text.matchAll(/var\((--semi-[\w-]+)/g)].map((m) => m[1])),
    );
    for (const name of read) expect(part).toContain(`${name}:`);
    expect(part).toContain('--semi-blue-5:');
    expect(part.length).toBeLessThan(cssPart(semiBase, 'light').length / 5);
  });
});
