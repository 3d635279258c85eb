import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { JimuPlugin } from '../runtime/plugin';

const dir = import.meta.dirname;
const names = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('plugins', () => {
  it.each(names)('%s: plugin.yaml declares exactly the components index.ts provides', async (name) => {
    const declared = parse(readFileSync(path.join(dir, name, 'plugin.yaml'), 'utf8')) as {
      components?: string[];
    };
    const plugin = (await import(`./${name}/index.ts`)).default as JimuPlugin;
    expect(plugin.name).toBe(name);
    expect(Object.keys(plugin.components ?? {}).sort()).toEqual([...(declared.components ?? [])].sort());
  });
});
