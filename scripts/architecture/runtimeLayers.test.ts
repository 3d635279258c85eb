import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FolderGraph, folderGraph, importsOf } from './folderGraph';
import { layerOf, RUNTIME_LAYERS } from './runtimeLayers';

/** Every cycle's folders (Tarjan's strongly connected components with more than one folder). */
function cycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop() as string;
        component.push(top);
      } while (top !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Imports from a folder to one of its own layer or above, with the files that make them. */
function upward(graph: FolderGraph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => (layerOf(to) ?? -1) >= (layerOf(from) ?? -1))
      .flatMap(([to, where]) => where.map((line) => `${from} → ${to}: ${line}`)),
  );
}

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
    expect(upward(graph)).toEqual([]);
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
    expect(upward(new Map([['lib', new Map([['app', ['lib/x.ts → ../app/y']]])]]))).toEqual([
      'lib → app: lib/x.ts → ../app/y',
    ]);
  });
});
