import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPluginRegistry } from '../../runtime/plugin';
import { shippingSources } from '../../scripts/architecture/folderGraph';
import workbench from './index';
import { locales } from './locales';

type Table = { [key: string]: unknown };

/** The dotted paths of a table's strings. */
const keysOf = (table: Table, prefix = ''): string[] =>
  Object.entries(table).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Table, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const lookup = (table: Table, path: string): unknown =>
  path.split('.').reduce<unknown>((at, part) => (at as Table | undefined)?.[part], table);

describe("the workbench's strings come with the plugin (registered as its first screen loads)", () => {
  it('the plugin hands every area its strings in zh and en, with the same keys', async () => {
    expect(await workbench.screenLocales?.()).toBe(locales);
    const zh = keysOf(locales.zh as Table);
    expect(zh.length).toBeGreaterThan(1000);
    expect(keysOf(locales.en as Table).sort()).toEqual([...zh].sort());
    // As the runtime serves them when a screen loads (a stand-in screen: the real ones need a browser).
    let served: Table = {};
    const screens = { ...workbench, components: { board: async () => ({ default: () => null }) } };
    await createPluginRegistry([screens], {
      registerLocales: (tables) => {
        served = tables;
      },
    }).component('workbench/board')();
    expect(lookup(served.zh as Table, 'workbench.board.moveFailed')).toBeTypeOf('string');
    expect(lookup(served.en as Table, 'workbench.common.copied')).toBe('Copied');
  });

  it('every workbench key a screen names in full is there in both languages', () => {
    const named = new Set(
      shippingSources('plugins/workbench')
        .filter((file) => !/[/\\](server|model)[/\\]/.test(file))
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](workbench\.[\w.]+\w)['"`]/g)])
        .map((match) => match[1] as string),
    );
    expect(named.size).toBeGreaterThan(300);
    const missing = [...named].filter(
      (key) =>
        typeof lookup({ workbench: locales.zh }, key) !== 'string' ||
        typeof lookup({ workbench: locales.en }, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
