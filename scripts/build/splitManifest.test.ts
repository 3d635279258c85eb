import { describe, expect, it } from 'vitest';
import { mergeConsoleManifest } from '../../runtime/app/mergeConsoleManifest';
import { splitManifest } from './splitManifest';
import { testSampleManifest } from './testSampleManifest';

describe('splitManifest', () => {
  it('keeps only app, theme and the app strings in the boot half, the rest in the console half', async () => {
    const manifest = await testSampleManifest();
    const { boot, console: part, pages } = splitManifest(manifest);
    expect(boot.app).toEqual(manifest.app);
    expect(pages).toBe(manifest.pages);
    expect(part.pageKinds).toEqual(
      Object.fromEntries(Object.entries(manifest.pages).map(([name, page]) => [name, page.kind])),
    );
    expect(part).not.toHaveProperty('pages');
    expect(boot.theme).toEqual(manifest.theme);
    expect(boot.routes).toEqual([]);
    expect(boot.pages).toEqual({});
    expect(Object.keys(boot.i18n.zh)).toEqual(['app']);
    expect(part.routes).toBe(manifest.routes);
    expect(part.i18n.zh.route).toEqual(manifest.i18n.zh.route);
    expect(part.i18n.zh.app).toBeUndefined();
    // The mock server's API rules never reach the browser.
    expect(part.permissions).not.toHaveProperty('api');
    // The boot half is what the login screen downloads: a small fraction of the whole.
    expect(JSON.stringify(boot).length).toBeLessThan(JSON.stringify(manifest).length / 10);
  });

  it('merged back into the boot half gives the routes, permissions and every string, changing neither half (#12.5)', async () => {
    const manifest = await testSampleManifest();
    const { boot, console: part } = splitManifest(manifest);
    const bootBefore = structuredClone(boot);
    const partBefore = structuredClone(part);
    const merged = mergeConsoleManifest(boot, part);
    expect(merged.routes).toEqual(manifest.routes);
    // Page configs stay out: each loads when its page is first shown.
    expect(merged.pages).toEqual({});
    expect(merged.permissions.roles).toEqual(manifest.permissions.roles);
    expect(merged.i18n).toEqual(manifest.i18n);
    expect(boot).toEqual(bootBefore);
    expect(part).toEqual(partBefore);
  });
});
