import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { SettingsInput, SettingsStorage } from './settingsContext';
import { settingsMachine } from './settingsMachine';
import { THEME_DEFAULTS, type ThemeSettings, themeOptions } from './themeSettings';

function memoryStorage(
  initial: Record<string, string> = {},
): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function start(input: Partial<SettingsInput> = {}) {
  const storage = (input.storage as ReturnType<typeof memoryStorage>) ?? memoryStorage();
  const applyTheme = vi.fn<(settings: ThemeSettings) => void>();
  const clock = new SimulatedClock();
  const actor = createActor(settingsMachine, {
    input: { theme: {}, storage, applyTheme, random: () => 0, ...input },
    clock,
  }).start();
  const saved = () => JSON.parse(storage.data.get('jimu-theme') ?? 'null') as ThemeSettings | null;
  return { actor, storage, applyTheme, clock, saved };
}

describe('settingsMachine', () => {
  it('TH-10: starts from the schema defaults, every show flag on, and applies them at once', () => {
    const { actor, applyTheme } = start();
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({
      layout: 'common',
      themeName: 'blue-white',
      background: 'none',
      columnStyle: 'card',
      fixedHeader: true,
      showTabs: true,
      tabsBarStyle: 'smooth',
      collapse: false,
      language: 'zh',
      device: 'desktop',
    });
    for (const flag of ['showTabsIcon', 'showLanguage', 'showRefresh', 'showSearch', 'showNotice'] as const) {
      expect(context[flag]).toBe(true);
    }
    expect(applyTheme).toHaveBeenCalledTimes(1);
    expect(applyTheme.mock.calls[0][0]).toEqual(THEME_DEFAULTS);
  });

  it("TH-10: the console's theme config overrides the defaults; saved settings override both", () => {
    const storage = memoryStorage({
      'jimu-theme': JSON.stringify({ themeName: 'ocean', layout: 'nope', showTabs: 'no' }),
    });
    const { actor } = start({ theme: { themeName: 'green-black', layout: 'column' }, storage });
    expect(actor.getSnapshot().context).toMatchObject({
      themeName: 'ocean',
      layout: 'column',
      showTabs: true,
    });
  });

  it('TH-08: every change is applied, and only valid values are taken', () => {
    const { actor, applyTheme } = start();
    actor.send({ type: 'settings.change', patch: { themeName: 'red-black', background: 'vab-background' } });
    expect(applyTheme).toHaveBeenLastCalledWith(
      expect.objectContaining({ themeName: 'red-black', background: 'vab-background' }),
    );
    actor.send({ type: 'settings.change', patch: { themeName: 'purple' as never } });
    expect(actor.getSnapshot().context.themeName).toBe('red-black');
  });

  it('TH-07: save persists the settings; reset removes the entry and restores the defaults', () => {
    const { actor, storage, saved, applyTheme } = start();
    actor.send({ type: 'settings.change', patch: { themeName: 'ocean', showTabs: false } });
    expect(storage.data.has('jimu-theme')).toBe(false);
    actor.send({ type: 'settings.save' });
    expect(saved()).toMatchObject({ themeName: 'ocean', showTabs: false });
    expect(start({ storage }).actor.getSnapshot().context.themeName).toBe('ocean');
    actor.send({ type: 'settings.reset' });
    expect(storage.data.has('jimu-theme')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ themeName: 'blue-white', showTabs: true });
    expect(applyTheme).toHaveBeenLastCalledWith(expect.objectContaining({ themeName: 'blue-white' }));
  });

  it('TH-10: collapse and language persist on their own and survive a reset', () => {
    const { actor, storage } = start();
    actor.send({ type: 'settings.toggleCollapse' });
    actor.send({ type: 'settings.setLanguage', language: 'en' });
    expect(storage.data.get('jimu-collapse')).toBe('true');
    expect(storage.data.get('jimu-language')).toBe('en');
    actor.send({ type: 'settings.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ collapse: true, language: 'en' });
    expect(start({ storage }).actor.getSnapshot().context).toMatchObject({ collapse: true, language: 'en' });
    actor.send({ type: 'settings.change', patch: { collapse: false } });
    expect(storage.data.get('jimu-collapse')).toBe('false');
  });

  it('TH-09: random resets, changes theme, column style, background, tab style and tab icon, applies and saves', () => {
    for (const r of [0, 0.5, 0.999]) {
      const storage = memoryStorage({
        'jimu-theme': JSON.stringify({ themeName: 'ocean', fixedHeader: false }),
      });
      const { actor, saved, applyTheme } = start({ storage, random: () => r });
      actor.send({ type: 'settings.random' });
      const context = actor.getSnapshot().context;
      expect(context.themeName).not.toBe(THEME_DEFAULTS.themeName);
      expect(context.columnStyle).not.toBe(THEME_DEFAULTS.columnStyle);
      expect(context.background).not.toBe(THEME_DEFAULTS.background);
      expect(context.tabsBarStyle).not.toBe(THEME_DEFAULTS.tabsBarStyle);
      expect(context.showTabsIcon).toBe(!THEME_DEFAULTS.showTabsIcon);
      expect(context.fixedHeader).toBe(true); // reset first
      expect(themeOptions.layout).toContain(context.layout);
      expect(saved()).toMatchObject({ themeName: context.themeName, layout: context.layout });
      expect(applyTheme).toHaveBeenLastCalledWith(expect.objectContaining({ themeName: context.themeName }));
    }
  });

  it('TH-09: the random choice follows the injected random source across the whole range', () => {
    const names = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { actor } = start({ random: () => i / 6 });
      actor.send({ type: 'settings.random' });
      names.add(actor.getSnapshot().context.themeName);
    }
    expect(names).toEqual(new Set(themeOptions.themeName.filter((name) => name !== 'blue-white')));
  });

  it('TH-09: the overlay state lasts 1000 ms from when the overlay is drawn, then idle', () => {
    const { actor, clock } = start();
    actor.send({ type: 'settings.random' });
    expect(actor.getSnapshot().matches('randomizing')).toBe(true);
    // A busy page draws the overlay late: its 1000 ms start then, not at the request.
    clock.increment(800);
    actor.send({ type: 'settings.random' });
    actor.send({ type: 'settings.overlayShown' });
    clock.increment(999);
    expect(actor.getSnapshot().matches('randomizing')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('TH-09: a random theme whose overlay is never drawn ends after 10 s, and a new one can start', () => {
    const { actor, clock } = start();
    actor.send({ type: 'settings.random' });
    clock.increment(9_999);
    expect(actor.getSnapshot().matches('randomizing')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'settings.random' });
    expect(actor.getSnapshot().matches({ randomizing: 'drawing' })).toBe(true);
  });

  it('TH-09, LY-01: on mobile the random layout is vertical', () => {
    const { actor } = start({ width: 500, random: () => 0.9 });
    actor.send({ type: 'settings.random' });
    expect(actor.getSnapshot().context.layout).toBe('vertical');
  });

  it('LY-01: under 992 px the device is mobile and the layout vertical; back on desktop it returns', () => {
    const { actor, saved } = start({ theme: { layout: 'column' } });
    actor.send({ type: 'settings.deviceChange', width: 991 });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'mobile', layout: 'vertical' });
    actor.send({ type: 'settings.change', patch: { layout: 'float' } });
    expect(actor.getSnapshot().context.layout).toBe('vertical');
    actor.send({ type: 'settings.save' });
    expect(saved()?.layout).toBe('float');
    actor.send({ type: 'settings.deviceChange', width: 992 });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'desktop', layout: 'float' });
  });

  it('LY-01: a narrow window at start is mobile', () => {
    const { actor } = start({ width: 375, theme: { layout: 'horizontal' } });
    expect(actor.getSnapshot().context).toMatchObject({
      device: 'mobile',
      layout: 'vertical',
      desktopLayout: 'horizontal',
    });
  });
});
