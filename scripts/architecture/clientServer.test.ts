import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  BROWSER_ENTRIES,
  BROWSER_PACKAGES,
  isBrowserModule,
  isServerModule,
  isSharedModule,
  RUNTIME_SHARED_WITH_SERVER,
} from './clientServer';
import { shippingSources } from './folderGraph';
import { importedFiles, packagesOf, reachableFrom, runtimeImportsOf } from './moduleGraph';

const plugins = readdirSync('plugins', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const relative = (file: string) => path.relative(process.cwd(), path.resolve(file));
const serverModules = [...shippingSources('server'), ...shippingSources('plugins')]
  .map(relative)
  .filter(isServerModule);
const sharedModules = [...RUNTIME_SHARED_WITH_SERVER, ...shippingSources('plugins').map(relative)].filter(
  isSharedModule,
);

describe('the browser and the server share only pure code (docs/plugins.md, "A server half")', () => {
  it("no server module is reachable from the browser's entries, nor any other Node code", () => {
    const entries = [
      BROWSER_ENTRIES.runtime,
      ...plugins.map((name) => `plugins/${name}/${BROWSER_ENTRIES.plugin}`).filter(existsSync),
    ];
    const reached = [...reachableFrom(entries)];
    // The walk sees the plugins' screens, lazy ones included.
    expect(reached).toContain('plugins/workbench/board/BoardScreen.tsx');
    expect(reached.filter(isServerModule)).toEqual([]);
    expect(reached.filter((file) => !/^(runtime|plugins|schemas)[/\\]/.test(file))).toEqual([]);
  });

  it('no server module imports a browser module (runtime/, a screen)', () => {
    expect(serverModules.length).toBeGreaterThan(150);
    const found = serverModules.flatMap((file) =>
      importedFiles(file)
        .filter((target) => isBrowserModule(target.file))
        .map((target) => `${file} → ${target.file}`),
    );
    expect(found).toEqual([]);
  });

  it('shared code loads only shared code, the schemas and packages that need neither a browser nor Node', () => {
    for (const file of RUNTIME_SHARED_WITH_SERVER) expect(existsSync(file), file).toBe(true);
    expect(sharedModules).toContain('plugins/workbench/defects/model/defectFlow.ts');
    const reached = [...reachableFrom(sharedModules)];
    expect(reached.filter((file) => !isSharedModule(file) && !/^schemas[/\\]/.test(file))).toEqual([]);
    const packages = reached
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => packagesOf(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`))
      .filter((line) => {
        const name = line.split(': ')[1] as string;
        return BROWSER_PACKAGES.test(name) || name.startsWith('node:');
      });
    expect(packages).toEqual([]);
  });

  it("the server reaches a plugin's server half only through plugin.yaml: it imports none by name", () => {
    const reached = [...reachableFrom(['server/app/index.ts', 'server/app/serverMain.ts'])];
    expect(reached).toContain('server/plugin/loadPluginServers.ts');
    expect(reached.filter((file) => file.startsWith('plugins') && isServerModule(file))).toEqual([]);
  });

  it('a plugin with server code names its server half in plugin.yaml, inside a server/ folder', () => {
    const hasServerFolder = (dir: string): boolean =>
      readdirSync(dir, { withFileTypes: true }).some(
        (entry) =>
          entry.isDirectory() && (entry.name === 'server' || hasServerFolder(path.join(dir, entry.name))),
      );
    const found = plugins.map((name) => {
      const declared = (parse(readFileSync(`plugins/${name}/plugin.yaml`, 'utf8')) as { server?: string })
        .server;
      return {
        name,
        serverCode: hasServerFolder(`plugins/${name}`),
        declared: declared !== undefined && isServerModule(`plugins/${name}/${declared}`),
      };
    });
    expect(found.filter((plugin) => plugin.serverCode !== plugin.declared)).toEqual([]);
    expect(found.find((plugin) => plugin.name === 'workbench')?.declared).toBe(true);
  });

  it('the checks see what they must: type-only imports bring no code, packages are named, folders place a file', () => {
    const text = [
      "import type { Manifest } from '../contract/manifest';",
      'export type {',
      '  A,',
      "} from './types';",
      "import { ApiError } from '../../server/http/envelope';",
      "const page = () => import('./Screen');",
      "import { useState } from 'react';",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(runtimeImportsOf(text)).toEqual(['../../server/http/envelope', './Screen']);
    expect(packagesOf(text)).toEqual(['react', 'node:fs']);
    expect(isServerModule('server/http/envelope.ts')).toBe(true);
    expect(isServerModule('plugins/workbench/board/server/boardStore.ts')).toBe(true);
    expect(isServerModule('plugins/workbench/board/BoardScreen.tsx')).toBe(false);
    expect(isSharedModule('plugins/workbench/designer/model/formOps.ts')).toBe(true);
    expect(isBrowserModule('runtime/lib/index.ts')).toBe(true);
    expect(isBrowserModule('runtime/lib/rsaChunks.ts')).toBe(false);
    expect(isBrowserModule('scripts/config/index.ts')).toBe(false);
  });
});
