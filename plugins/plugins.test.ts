// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { JimuPlugin } from '../runtime/plugin';

const dir = import.meta.dirname;
const names = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const KINDS = [
  'components',
  'pages',
  'widgets',
  'cells',
  'actions',
  'adapters',
  'dataProviders',
  'authProviders',
] as const;

describe('plugins', () => {
  it.each(names)('%s: plugin.yaml declares exactly what index.ts provides, kind by kind', async (name) => {
    const declared = parse(readFileSync(path.join(dir, name, 'plugin.yaml'), 'utf8')) as Partial<
      Record<(typeof KINDS)[number] | 'locales', string[]>
    >;
    const plugin = (await import(`./${name}/index.ts`)).default as JimuPlugin;
    expect(plugin.name).toBe(name);
    for (const kind of KINDS) {
      expect({ kind, names: Object.keys(plugin[kind] ?? {}).sort() }).toEqual({
        kind,
        names: [...(declared[kind] ?? [])].sort(),
      });
    }
    // Languages are checked where plugin.yaml lists them (the showcase plugin's predates the locales key), in the
    // strings loaded with the console or with the plugin's screens.
    if (declared.locales) {
      const tables = { ...plugin.locales, ...(await plugin.screenLocales?.()) };
      expect(Object.keys(tables).sort()).toEqual([...declared.locales].sort());
    }
  });
});
