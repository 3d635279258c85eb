import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { namespacedFile, namespacedPath } from './namespacedPath';

/** Keys that document a schema for people and editors; the runtime never reads them. */
const DOC_KEYS = new Set(['description', 'markdownDescription', '$comment', 'examples', 'title']);

/** Maps whose keys are names (a property called `title`), not schema keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

const withoutDocs = (node: unknown, names = false): unknown => {
  if (Array.isArray(node)) return node.map((item) => withoutDocs(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => names || !DOC_KEYS.has(key))
      .map(([key, value]) => [key, withoutDocs(value, !names && NAME_MAPS.has(key))]),
  );
};

/** Code that shows a schema to people (the workbench's settings forms): it gets the descriptions. */
const SHOWS_DOCS = `${path.sep}plugins${path.sep}workbench${path.sep}`;

/**
 * esbuild plugin: a JSON Schema the runtime imports (schemas/theme.schema.json gives the theme
 * settings their allowed values and defaults) is bundled without its descriptions and titles,
 * which are most of its bytes and are read only by editors and docs — except where an editor
 * imports it: the workbench's settings forms show each field's description as its help. Such a
 * schema is named relative to `base` (the build's root), so its chunk's name is the same in any
 * checkout.
 *
 * @example esbuild.build({ …, plugins: [schemaDocsPlugin()] })
 */
export function schemaDocsPlugin(base = process.cwd()): Plugin {
  return {
    name: 'jimu-schema-docs',
    setup(build) {
      build.onResolve({ filter: /\.schema\.json$/ }, (args) =>
        args.importer.includes(SHOWS_DOCS)
          ? {
              path: namespacedPath(base, path.resolve(args.resolveDir, args.path)),
              namespace: 'jimu-schema-with-docs',
            }
          : undefined,
      );
      build.onLoad({ filter: /./, namespace: 'jimu-schema-with-docs' }, async (args) => ({
        contents: await readFile(namespacedFile(base, args.path), 'utf8'),
        loader: 'json',
      }));
      build.onLoad({ filter: /\.schema\.json$/ }, async (args) => ({
        contents: JSON.stringify(withoutDocs(JSON.parse(await readFile(args.path, 'utf8')))),
        loader: 'json',
      }));
    },
  };
}
