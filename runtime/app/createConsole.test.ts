import { describe, expect, it } from 'vitest';
import { testCrudPage, testManifest } from '../contract/testManifest';
import { createI18n } from '../i18n/createI18n';
import { definePlugin } from '../plugin/definePlugin';
import { type ConsoleParts, createConsole } from './createConsole';

const boot = testManifest({ i18n: { zh: { app: { title: '积木' } } } });
const parts = (plugins: ConsoleParts['plugins'] = []): ConsoleParts => ({
  manifest: {
    routes: [{ path: '/', name: 'Home', external: false, meta: { title: 'route.home' } }],
    permissions: { roles: { Admin: { title: 'role.admin', permissions: ['*'] } }, permissions: {} },
    i18n: { zh: { route: { home: '首页' } }, en: { route: { home: 'Home' } } },
    pageKinds: { users: 'crud' },
  },
  plugins,
  pages: { users: async () => ({ default: testCrudPage() }) },
  locales: [{ zh: { jimu: { crud: { search: '查询' } } } }],
});

describe('#12.5 createConsole: the console half arrives as a new state', () => {
  it('loads once, then screens read the merged manifest, the plugins, the pages and their strings', async () => {
    const i18n = await createI18n({
      config: boot.i18n,
      language: 'zh',
    });
    let loads = 0;
    const plugin = definePlugin({ name: 'extra', locales: { zh: { hello: '你好' } } });
    const consoleState = createConsole({
      manifest: boot,
      plugins: [],
      i18n,
      loadParts: async () => {
        loads += 1;
        return parts([plugin]);
      },
    });
    const before = consoleState.actor.getSnapshot().context;
    await Promise.all([consoleState.load(), consoleState.load()]);
    await consoleState.load();
    const after = consoleState.actor.getSnapshot().context;
    expect(loads).toBe(1);
    expect(after.manifest).not.toBe(before.manifest);
    expect(after.manifest.routes.map((r) => r.name)).toEqual(['Home']);
    expect(before.manifest.routes).toEqual([]);
    expect(boot.routes).toEqual([]);
    expect(after.registry.plugins.map((p) => p.name)).toEqual(['extra']);
    expect([...after.pages.names()]).toEqual(['users']);
    expect([i18n.t('route.home'), i18n.t('jimu.crud.search'), i18n.t('extra.hello')]).toEqual([
      '首页',
      '查询',
      '你好',
    ]);
  });

  it('a duplicate plugin name fails the load visibly and keeps the boot half', async () => {
    const i18n = await createI18n({ config: {}, language: 'zh' });
    const twin = definePlugin({ name: 'twin' });
    const consoleState = createConsole({
      manifest: boot,
      plugins: [twin],
      i18n,
      loadParts: async () => parts([twin]),
    });
    await expect(consoleState.load()).rejects.toThrow(/registered twice/);
    expect(consoleState.actor.getSnapshot().value).toBe('failed');
    expect(consoleState.actor.getSnapshot().context.manifest).toBe(boot);
  });

  it('without a console half the manifest is whole and already loaded', async () => {
    const i18n = await createI18n({ config: {}, language: 'zh' });
    const consoleState = createConsole({ manifest: boot, plugins: [], i18n });
    expect(consoleState.actor.getSnapshot().value).toBe('loaded');
    await consoleState.load();
    expect(consoleState.actor.getSnapshot().context.manifest).toBe(boot);
  });
});
