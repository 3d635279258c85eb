import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The libraries only a demo's own folder may import (SHOWCASE.md, "One lazy chunk per demo"). */
const HEAVY =
  /^(echarts|@xyflow\/|@tiptap\/|react-markdown|remark-gfm|rehype-sanitize|countup\.js|@dnd-kit\/)/;
const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

const root = path.resolve(import.meta.dirname, '../../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}
const heavyImports = (files: string[]) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => match[1])
      .filter((specifier) => HEAVY.test(specifier))
      .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
  );

describe('heavy showcase libraries stay inside their demo (#17.4)', () => {
  it('the rule recognises every heavy import form', () => {
    const found = [
      "import * as echarts from 'echarts/core';",
      "import { ReactFlow } from '@xyflow/react';",
      "const m = import('react-markdown');",
      "import 'countup.js';",
    ].flatMap((line) => [...line.matchAll(IMPORT)].map((m) => m[1]).filter((s) => HEAVY.test(s)));
    expect(found).toEqual(['echarts/core', '@xyflow/react', 'react-markdown', 'countup.js']);
  });

  it('plugins/showcase/shared, plugins/showcase/index.ts and runtime/ import none of them', () => {
    const files = [
      ...sources(path.join(root, 'plugins/showcase/shared')),
      path.join(root, 'plugins/showcase/index.ts'),
      ...sources(path.join(root, 'runtime')),
    ];
    expect(files.length).toBeGreaterThan(50);
    expect(heavyImports(files)).toEqual([]);
  });
});
