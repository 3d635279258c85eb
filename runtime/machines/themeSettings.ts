// Only `properties`: the bundle leaves out the schema's other keys (its title, description, $id).
import { properties as schemaProperties } from '../../schemas/theme.schema.json';
import type { ThemeConfig } from '../../schemas/types.gen';

/** Every setting of the theme drawer, none missing. */
export type ThemeSettings = Required<Omit<ThemeConfig, '$schema'>>;
export type Layout = ThemeSettings['layout'];
export type ThemeName = ThemeSettings['themeName'];
export type Background = ThemeSettings['background'];
export type ColumnStyle = ThemeSettings['columnStyle'];
export type TabsBarStyle = ThemeSettings['tabsBarStyle'];

type SchemaProperty = { type: string; enum?: string[]; default?: unknown };
// The theme schema is the single source of the allowed values and their defaults.
const properties = schemaProperties as unknown as Record<keyof ThemeSettings, SchemaProperty>;
const settingKeys = (Object.keys(properties) as (keyof ThemeSettings | '$schema')[]).filter(
  (key): key is keyof ThemeSettings => key !== '$schema',
);

/** The values each enumerated setting may take, in the schema's order. */
export const themeOptions = {
  layout: properties.layout.enum as Layout[],
  themeName: properties.themeName.enum as ThemeName[],
  background: properties.background.enum as Background[],
  columnStyle: properties.columnStyle.enum as ColumnStyle[],
  tabsBarStyle: properties.tabsBarStyle.enum as TabsBarStyle[],
} as const;

/** The theme defaults as the schema states them. */
export const THEME_DEFAULTS: ThemeSettings = Object.freeze(
  Object.fromEntries(settingKeys.map((key) => [key, properties[key].default])) as ThemeSettings,
);

/**
 * Keeps from `source` only the settings whose value the schema allows, so a stale or
 * hand-edited saved entry can never put an unknown theme or a string flag into the shell.
 *
 * @example
 * validSettings({ themeName: 'ocean', layout: 'grid', collapse: 'yes' }); // { themeName: 'ocean' }
 */
export function validSettings(source: unknown): Partial<ThemeSettings> {
  if (typeof source !== 'object' || source === null) return {};
  const valid: Record<string, unknown> = {};
  for (const key of settingKeys) {
    const value = (source as Record<string, unknown>)[key];
    const { type, enum: allowed } = properties[key];
    if (typeof value !== type) continue;
    if (allowed && !allowed.includes(value as string)) continue;
    valid[key] = value;
  }
  return valid as Partial<ThemeSettings>;
}

/** Picks the settings out of a larger object (the machine's context). */
export function pickSettings(source: ThemeSettings): ThemeSettings {
  return Object.fromEntries(settingKeys.map((key) => [key, source[key]])) as ThemeSettings;
}
