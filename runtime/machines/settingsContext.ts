import type { ThemeConfig } from '../../schemas/types.gen';
import { MOBILE_BREAKPOINT } from '../lib/breakpoints';
import type { Language } from '../lib/language';
import { applyThemeToDocument } from './themeClasses';
import {
  type Layout,
  pickSettings,
  THEME_DEFAULTS,
  type ThemeSettings,
  validSettings,
} from './themeSettings';

export type Device = 'desktop' | 'mobile';

export { MOBILE_BREAKPOINT } from '../lib/breakpoints';

/** Where settings persist: `window.localStorage` fits. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SettingsInput {
  /** The console's defaults, `config/theme.yaml` from the manifest. */
  theme: ThemeConfig;
  storage: SettingsStorage;
  defaultLanguage?: Language;
  /** Window width at start; decides the device. Default: desktop. */
  width?: number;
  /** Puts the settings on the page. Default: `applyThemeToDocument(document, …)`. */
  applyTheme?: (settings: ThemeSettings) => void;
  /** A number in [0, 1), for the random theme. Default Math.random. */
  random?: () => number;
  /** Prefix of the storage keys `<prefix>theme`, `<prefix>collapse`, `<prefix>language`. Default 'jimu-'. */
  storagePrefix?: string;
}

export interface SettingsConfig {
  defaults: ThemeSettings;
  storage: SettingsStorage;
  applyTheme: (settings: ThemeSettings) => void;
  random: () => number;
  keys: { theme: string; collapse: string; language: string };
}

export interface SettingsContext extends ThemeSettings {
  language: Language;
  device: Device;
  /** The layout chosen for desktop; kept while mobile forces vertical. */
  desktopLayout: Layout;
  config: SettingsConfig;
}

/** Where the settings persist: `<prefix>theme`, `<prefix>collapse`, `<prefix>language`. */
export const settingsKeys = (prefix = 'jimu-'): SettingsConfig['keys'] => ({
  theme: `${prefix}theme`,
  collapse: `${prefix}collapse`,
  language: `${prefix}language`,
});

export const deviceOf = (width: number): Device => (width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');

function readJson(storage: SettingsStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function defaultApplyTheme(settings: ThemeSettings): void {
  if (typeof document !== 'undefined') applyThemeToDocument(document, settings);
}

/** The settings a fresh shell starts with: defaults, then what the user saved. */
export function initialSettingsContext(input: SettingsInput): SettingsContext {
  const config: SettingsConfig = {
    defaults: { ...THEME_DEFAULTS, ...validSettings(input.theme) },
    storage: input.storage,
    applyTheme: input.applyTheme ?? defaultApplyTheme,
    random: input.random ?? Math.random,
    keys: settingsKeys(input.storagePrefix),
  };
  const saved = { ...config.defaults, ...validSettings(readJson(input.storage, config.keys.theme)) };
  const collapse = readJson(input.storage, config.keys.collapse);
  const language = input.storage.getItem(config.keys.language);
  const device = deviceOf(input.width ?? MOBILE_BREAKPOINT);
  return {
    ...saved,
    collapse: typeof collapse === 'boolean' ? collapse : saved.collapse,
    layout: device === 'mobile' ? 'vertical' : saved.layout,
    desktopLayout: saved.layout,
    language: language === 'zh' || language === 'en' ? language : (input.defaultLanguage ?? 'zh'),
    device,
    config,
  };
}

/** The settings to save: the desktop layout, not the one mobile forces. */
export function settingsToSave(context: SettingsContext): ThemeSettings {
  return { ...pickSettings(context), layout: context.desktopLayout };
}
