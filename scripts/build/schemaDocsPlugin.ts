import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

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

/**
 * esbuild plugin: a JSON Schema the runtime imports (schemas/theme.schema.json gives the theme
 * settings their allowed values and defaults) is bundled without its descriptions and titles,
 * which are most of its bytes and are read only by editors and docs.
 *
 * @example esbuild.build({ …, plugins: [schemaDocsPlugin()] })
 */
export function schemaDocsPlugin(): Plugin {
  return {
    name: 'jimu-schema-docs',
    setup(build) {
      build.onLoad({ filter: /\.schema\.json$/ }, async (args) => ({
        contents: JSON.stringify(withoutDocs(JSON.parse(await readFile(args.path, 'utf8')))),
        loader: 'json',
      }));
    },
  };
}
