import { describe, expect, it } from 'vitest';
import { loadAndValidate } from '../config/loadAndValidate';
import { normaliseConfig } from '../config/normaliseConfig';
import { collectIcons, topMenuIcons } from './collectIcons';
import { virtualModuleText } from './virtualModules';

const sample = async () => {
  const result = await loadAndValidate('config');
  if (!result.config) throw new Error('the sample config does not validate');
  return normaliseConfig(result.config);
};

describe('virtual modules', () => {
  it('bundles the top-level menu icons and gives every other icon a lazy chunk', async () => {
    const manifest = await sample();
    const icons = collectIcons(manifest);
    const eager = topMenuIcons(manifest);
    const text = virtualModuleText('icons', {
      manifest,
      icons,
      eagerIcons: eager,
      root: '/repo',
      plugins: {},
    });
    expect(eager.length).toBeGreaterThan(3);
    expect(text).toContain('import { lazyIcon } from "/repo/runtime/shell/lazyIcon.tsx";');
    for (const icon of icons) {
      const entry = text?.split('\n').find((line) => line.startsWith(`  ${JSON.stringify(icon)}:`));
      expect(entry, icon).toBeDefined();
      // An eager icon is a static import; any other is a dynamic import() of its own module.
      expect(entry?.includes('lazyIcon(() => import('), icon).toBe(!eager.includes(icon));
    }
    expect((text?.match(/^import I\d+ from/gm) ?? []).length).toBe(new Set(eager).size);
  });

  it('gives each page config a module of its own, behind one loader map', async () => {
    const manifest = await sample();
    const sources = { manifest, icons: [], plugins: {} };
    const index = virtualModuleText('pages', sources) ?? '';
    for (const name of Object.keys(manifest.pages))
      expect(index).toContain(`${JSON.stringify(name)}: () => import("jimu:page/${name}")`);
    const users = virtualModuleText('page/users', sources) ?? '';
    expect(JSON.parse(users.replace(/^export default |;$/g, ''))).toEqual(manifest.pages.users);
    expect(virtualModuleText('page/nope', sources)).toBeUndefined();
    // The console half names the pages but holds none of their configs.
    const consoleText = virtualModuleText('console', sources) ?? '';
    expect(consoleText).toContain('"pageNames":[');
    expect(consoleText).not.toContain(JSON.stringify(manifest.pages.users.title));
  });
});
