import { assign, setup } from 'xstate';
import type { Language } from '../lib/language';
import {
  deviceOf,
  initialSettingsContext,
  type SettingsContext,
  type SettingsInput,
  settingsToSave,
} from './settingsContext';
import { pickSettings, type ThemeSettings, themeOptions, validSettings } from './themeSettings';

export type SettingsEvent =
  | { type: 'settings.change'; patch: Partial<ThemeSettings> }
  | { type: 'settings.save' }
  | { type: 'settings.reset' }
  | { type: 'settings.random' }
  /** The random theme's overlay is on the page: its time on screen starts now. */
  | { type: 'settings.overlayShown' }
  | { type: 'settings.toggleCollapse' }
  | { type: 'settings.setLanguage'; language: Language }
  | { type: 'settings.deviceChange'; width: number };

/** A value of `values` other than `current`, chosen by `random` in [0, 1). */
function pickOther<T>(values: readonly T[], current: T, random: () => number): T {
  const others = values.filter((value) => value !== current);
  if (others.length === 0) return current;
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
}

/** The defaults, with the device's forced layout and the separately kept collapse and language. */
function defaultsFor(context: SettingsContext): Partial<SettingsContext> {
  const { defaults } = context.config;
  return {
    ...defaults,
    collapse: context.collapse,
    layout: context.device === 'mobile' ? 'vertical' : defaults.layout,
    desktopLayout: defaults.layout,
  };
}

/**
 * The theme drawer's settings and the device. Every change is applied at
 * once through the injected `applyTheme`; `settings.save` persists, `settings.reset`
 * forgets; collapse and language persist on their own. Storage is written by actions,
 * synchronously, so a reload right after a save already sees it.
 *
 * @example
 * const settings = createActor(settingsMachine, {
 *   input: { theme: manifest.theme, storage: localStorage, width: window.innerWidth },
 * }).start();
 * settings.send({ type: 'settings.change', patch: { themeName: 'ocean' } });
 * settings.send({ type: 'settings.save' });
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
  },
  actions: {
    applyTheme: ({ context }) => context.config.applyTheme(pickSettings(context)),
    assignPatch: assign(({ context }, params: { patch: Partial<ThemeSettings> }) => {
      const { layout, ...rest } = validSettings(params.patch);
      if (layout === undefined) return rest;
      // Mobile is locked to vertical: remember the choice for the desktop.
      return context.device === 'mobile'
        ? { ...rest, desktopLayout: layout }
        : { ...rest, layout, desktopLayout: layout };
    }),
    persistTheme: ({ context }) =>
      context.config.storage.setItem(context.config.keys.theme, JSON.stringify(settingsToSave(context))),
    forgetTheme: ({ context }) => context.config.storage.removeItem(context.config.keys.theme),
    assignDefaults: assign(({ context }) => defaultsFor(context)),
    assignRandom: assign(({ context }) => {
      const { random } = context.config;
      const layout =
        themeOptions.layout[
          Math.min(themeOptions.layout.length - 1, Math.floor(random() * themeOptions.layout.length))
        ];
      return {
        themeName: pickOther(themeOptions.themeName, context.themeName, random),
        columnStyle: pickOther(themeOptions.columnStyle, context.columnStyle, random),
        background: pickOther(themeOptions.background, context.background, random),
        tabsBarStyle: pickOther(themeOptions.tabsBarStyle, context.tabsBarStyle, random),
        showTabsIcon: !context.showTabsIcon,
        layout: context.device === 'mobile' ? 'vertical' : layout,
        desktopLayout: context.device === 'mobile' ? context.desktopLayout : layout,
      };
    }),
    toggleCollapse: assign(({ context }) => ({ collapse: !context.collapse })),
    persistCollapse: ({ context }) =>
      context.config.storage.setItem(context.config.keys.collapse, JSON.stringify(context.collapse)),
    assignLanguage: assign((_, params: { language: Language }) => ({ language: params.language })),
    persistLanguage: ({ context }) =>
      context.config.storage.setItem(context.config.keys.language, context.language),
    assignDevice: assign(({ context }, params: { width: number }) => {
      const device = deviceOf(params.width);
      return { device, layout: device === 'mobile' ? 'vertical' : context.desktopLayout };
    }),
  },
  guards: {
    changesCollapse: (_, params: { patch: Partial<ThemeSettings> }) => params.patch.collapse !== undefined,
  },
  delays: {
    /** How long the random-theme overlay shows. */
    overlay: 1000,
    /** How long a random theme waits for its overlay to be drawn before it ends without one. */
    overlayUndrawn: 10_000,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => initialSettingsContext(input),
  entry: 'applyTheme',
  initial: 'idle',
  on: {
    'settings.change': [
      {
        guard: { type: 'changesCollapse', params: ({ event }) => ({ patch: event.patch }) },
        actions: [
          { type: 'assignPatch', params: ({ event }) => ({ patch: event.patch }) },
          'applyTheme',
          'persistCollapse',
        ],
      },
      { actions: [{ type: 'assignPatch', params: ({ event }) => ({ patch: event.patch }) }, 'applyTheme'] },
    ],
    'settings.save': { actions: 'persistTheme' },
    'settings.reset': { actions: ['forgetTheme', 'assignDefaults', 'applyTheme'] },
    'settings.toggleCollapse': { actions: ['toggleCollapse', 'persistCollapse'] },
    'settings.setLanguage': {
      actions: [
        { type: 'assignLanguage', params: ({ event }) => ({ language: event.language }) },
        'persistLanguage',
      ],
    },
    'settings.deviceChange': {
      actions: [{ type: 'assignDevice', params: ({ event }) => ({ width: event.width }) }, 'applyTheme'],
    },
  },
  states: {
    idle: {
      on: {
        'settings.random': {
          target: 'randomizing',
          actions: ['forgetTheme', 'assignDefaults', 'assignRandom', 'applyTheme', 'persistTheme'],
        },
      },
    },
    /**
     * The loading overlay of the random theme; a second request waits for it to close. Its time
     * counts from when the page has drawn it (`settings.overlayShown`), not from the request: a busy
     * page can take a good part of a second to draw it. A page that never draws it (no drawer
     * mounted) does not keep the random theme off for good.
     */
    randomizing: {
      initial: 'drawing',
      states: {
        drawing: {
          on: { 'settings.overlayShown': 'shown' },
          after: { overlayUndrawn: '#settings.idle' },
        },
        shown: {
          after: { overlay: '#settings.idle' },
        },
      },
    },
  },
});
