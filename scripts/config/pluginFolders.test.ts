import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JIMU_ROOT, pluginFolders } from './pluginFolders';

describe('pluginFolders', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A console folder with the given files (paths from the console's root), each a plugin.yaml. */
  const consoleWith = (declarations: string[]) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'jimu-plugin-folders-'));
    made.push(root);
    for (const file of declarations) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(
        path.join(root, file),
        `name: ${path.basename(path.dirname(file)).replace(/^plugin-/, '')}\n`,
      );
    }
    return root;
  };

  it("#28 finds the console's own plugins, then installed @jimu/plugin-* packages, then Jimu's own", () => {
    const root = consoleWith([
      'plugins/shop/plugin.yaml',
      'plugins/showcase/plugin.yaml',
      'node_modules/@jimu/plugin-showcase/plugin.yaml',
      'node_modules/@jimu/plugin-charts/plugin.yaml',
      'node_modules/@jimu/other/plugin.yaml',
    ]);
    const found = pluginFolders(path.join(root, 'plugins'));
    expect(found.get('shop')?.dir).toBe(path.join(root, 'plugins/shop'));
    // The console's own folder wins over the package of the same name.
    expect(found.get('showcase')?.dir).toBe(path.join(root, 'plugins/showcase'));
    expect(found.get('charts')?.declaration).toBe(
      path.join(root, 'node_modules/@jimu/plugin-charts/plugin.yaml'),
    );
    expect(found.has('other')).toBe(false);
    expect(found.get('core')?.dir).toBe(path.join(JIMU_ROOT, 'plugins/core'));
  });

  it('#28 a folder without a plugin.yaml is no plugin, and a missing plugins/ folder is none', () => {
    const root = consoleWith(['plugins/notes/README.md']);
    const found = pluginFolders(path.join(root, 'plugins'));
    expect(found.has('notes')).toBe(false);
    expect(pluginFolders(path.join(root, 'nowhere')).get('core')?.dir).toBe(
      path.join(JIMU_ROOT, 'plugins/core'),
    );
  });
});
