import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folderGraph } from './folderGraph';
import { cycles, upward } from './layerChecks';
import { SERVER_LAYERS, serverLayerOf } from './serverLayers';

describe('the folders of server/ follow the layers (docs/architecture.md)', () => {
  const graph = folderGraph('server');
  const entries = readdirSync('server', { withFileTypes: true });

  it('every folder of server/ has its place in the layers, and no file sits outside a folder', () => {
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => serverLayerOf(folder) === undefined)).toEqual([]);
    expect(SERVER_LAYERS.flat().sort()).toEqual([...folders].sort());
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
  });

  it('no folder imports one of its own layer or above', () => {
    expect(upward(graph, serverLayerOf)).toEqual([]);
  });

  it('the folders form no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
