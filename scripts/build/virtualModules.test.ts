import { describe, expect, it } from 'vitest';
import { collectIcons, lazyIconGroups, topMenuIcons } from './collectIcons';
import { testSampleManifest } from './testSampleManifest';
import { virtualModuleText } from './virtualModules';

describe('virtual modules', () => {
  it('bundles the top-level menu icons and loads every other icon with its group', async () => {
    const manifest = await testSampleManifest();
    const icons = collectIcons(manifest);
    const eager = topMenuIcons(manifest);
    const groups = lazyIconGroups(manifest);
    const sources = { manifest, icons, eagerIcons: eager, iconGroups: groups, root: '/repo', plugins: {} };
    const text = virtualModuleText('icons', sources) ?? '';
    expect(eager.length).toBeGreaterThan(3);
    expect(text).toContain('import { lazyIcon } from "/repo/runtime/shell/lazyIcon.tsx";');
    // Every icon is in exactly one place: bundled, or in one lazy group.
    const grouped = groups.flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...new Set([...eager, ...grouped])].sort()).toEqual([...icons].sort());
    for (const icon of icons) {
      const entry = text.split('\n').find((line) => line.startsWith(`  ${JSON.stringify(icon)}:`));
      expect(entry, icon).toBeDefined();
      expect(entry?.includes('lazyIcon(() => G'), icon).toBe(!eager.includes(icon));
    }
    expect((text.match(/^import I\d+ from/gm) ?? []).length).toBe(new Set(eager).size);
    // A group module re-exports its icons under the names the index reads.
    const first = virtualModuleText('icon-group/0', sources) ?? '';
    expect(first.split('\n')).toHaveLength(groups[0].length + 1);
    expect(first).toContain('import "jimu:kernel";');
    expect(first).toContain(`default as I${[...icons].sort().indexOf(groups[0][0])} }`);
    // Its own copy of each icon: Semi's module, shared with tools and screens, would be a
    // file of a few hundred bytes of its own.
    expect(first).toMatch(/from "jimu:icon-copy\/Icon[A-Z]\w*";$/m);
    expect(first).not.toContain('@douyinfe/semi-icons');
    // The root route's children show beside the top-level menu on every screen: bundled too.
    const root = manifest.routes.find((route) => route.path === '/');
    for (const child of root?.children ?? []) if (child.meta.icon) expect(eager).toContain(child.meta.icon);
  });

  it("groups a page's icons together, ahead of the submenus that share them", async () => {
    const manifest = await testSampleManifest();
    const groups = lazyIconGroups(manifest);
    const eager = new Set(topMenuIcons(manifest));
    // The home dashboard's card icons load in one request (those not bundled already).
    const cards = (manifest.pages.home as { cards: { icon?: string }[] }).cards.flatMap((card) =>
      card.icon && !eager.has(card.icon) ? [card.icon] : [],
    );
    const holding = new Set(cards.map((icon) => groups.findIndex((group) => group.includes(icon))));
    expect(holding.size).toBe(1);
  });

  it('gives each page config a module of its own, behind one loader map', async () => {
    const manifest = await testSampleManifest();
    const sources = { manifest, icons: [], plugins: {} };
    const index = virtualModuleText('pages', sources) ?? '';
    for (const name of Object.keys(manifest.pages))
      expect(index).toContain(`${JSON.stringify(name)}: () => import("jimu:page/${name}")`);
    const users = virtualModuleText('page/users', sources) ?? '';
    expect(JSON.parse(users.replace(/^export default |;$/g, ''))).toEqual(manifest.pages.users);
    expect(virtualModuleText('page/nope', sources)).toBeUndefined();
    // The console half names the pages but holds none of their configs.
    const consoleText = virtualModuleText('console', sources) ?? '';
    expect(consoleText).toContain('"pageKinds":{');
    expect(consoleText).not.toContain(JSON.stringify(manifest.pages.users.title));
  });
});
