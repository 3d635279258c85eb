import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FolderGraph, folderGraph, importsOf } from './folderGraph';
import { cycles, upward } from './layerChecks';
import { layerOf, RUNTIME_LAYERS } from './runtimeLayers';

describe('#12.8 the folders of runtime/ follow the layers (docs/architecture.md)', () => {
  const graph = folderGraph('runtime');

  it('every folder of runtime/ has its place in the layers', () => {
    const folders = readdirSync('runtime', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => layerOf(folder) === undefined)).toEqual([]);
    expect(RUNTIME_LAYERS.flat().sort()).toEqual([...folders].sort());
  });

  it('no folder imports one of its own layer or above', () => {
    expect(upward(graph, layerOf)).toEqual([]);
  });

  it('the folders form no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('the checks see what they must: type-only, dynamic and index imports, not examples in comments', () => {
    const text = [
      "import type { Manifest } from '../contract/manifest';",
      "const page = () => import('../pages/ConfigPage');",
      "export { SchemaForm } from '../../forms';",
      "import './pages.css';",
      "/** @example import('../app/boot') */",
      "import { useState } from 'react';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '../contract/manifest',
      '../../forms',
      './pages.css',
      '../pages/ConfigPage',
    ]);
    const looped: FolderGraph = new Map([
      ['a', new Map([['b', ['a/x.ts → ../b']]])],
      ['b', new Map([['a', ['b/y.ts → ../a']]])],
    ]);
    expect(cycles(looped)).toEqual([['a', 'b']]);
    expect(upward(new Map([['lib', new Map([['app', ['lib/x.ts → ../app/y']]])]]), layerOf)).toEqual([
      'lib → app: lib/x.ts → ../app/y',
    ]);
  });
});
