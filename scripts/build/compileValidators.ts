import path from 'node:path';
import { type RJSFSchema, schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { _, Name } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { validatorOptions } from '../../runtime/forms/validatorOptions';
import type { PageConfig } from '../../schemas/types.gen';

/** Which form of a page: a crud page's search or edit form, or a form page's only form. */
export type FormKind = 'search' | 'edit' | 'form';

// The name `code.formats` below gives the formats map inside the generated module.
const FORMATS = '__jimuFormats';
const RUNTIME_HELPERS = new Set(['equal', 'ucs2length', 'uri', 'validation_error']);

/** The module the generated code imports formats and ajv helpers from (runtime/forms/validatorRuntime.ts). */
export const defaultRuntimeModule = path.resolve(
  import.meta.dirname,
  '../../runtime/forms/validatorRuntime.ts',
);

/**
 * Every form schema of the config, keyed `<page>/<form>`: `users/search`, `users/edit`,
 * `personalCenter/form`. These are the keys of `jimu:validators`.
 *
 * @example collectFormSchemas(manifest.pages); // { 'users/edit': { type: 'object', … }, … }
 */
export function collectFormSchemas(pages: Record<string, PageConfig>): Record<string, RJSFSchema> {
  const out: Record<string, RJSFSchema> = {};
  for (const [name, page] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    if (page.kind === 'crud') {
      if (page.search?.schema) out[`${name}/search`] = page.search.schema as RJSFSchema;
      if (page.edit?.schema) out[`${name}/edit`] = page.edit.schema as RJSFSchema;
    } else if (page.kind === 'form') {
      out[`${name}/form`] = page.schema as RJSFSchema;
    }
  }
  return out;
}

/** The export the generated module gives ajv's n-th validator; the map of them is its default export. */
function exportName(index: number): string {
  return `__jimuValidator${index}`;
}

/**
 * ajv's standalone code with its `require("ajv/dist/runtime/<helper>").default` calls (ajv writes them
 * even for ES modules) made imports of `runtimeModule`, which re-exports each helper by name.
 */
function importRuntimeHelpers(code: string, runtimeModule: string): string {
  const helpers = new Set<string>();
  const body = code.replace(/require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g, (_match, name: string) => {
    if (!RUNTIME_HELPERS.has(name))
      throw new Error(`compileValidators: unknown ajv runtime helper '${name}'`);
    helpers.add(name);
    return `__jimu_${name}`;
  });
  const leftover = /require\("([^"]+)"\)/.exec(body);
  if (leftover)
    throw new Error(
      `compileValidators: generated code requires '${leftover[1]}', which the browser cannot load`,
    );
  const imports = [`formats as ${FORMATS}`, ...[...helpers].sort().map((h) => `${h} as __jimu_${h}`)];
  return `import { ${imports.join(', ')} } from ${JSON.stringify(runtimeModule)};\n${body}`;
}

/**
 * Generates the precompiled validator module of one form schema: ESM with `export default` the rjsf
 * validator functions and `export const schema`, the root schema they were compiled from. It uses
 * the same ajv options as the runtime (`validatorOptions`); custom formats are read from
 * `runtimeModule` instead of being inlined, so the browser runs them without `new Function`.
 *
 * ajv writes the ES module itself (`code.esm`). Its export names must be identifiers and rjsf's
 * keys (schema hashes such as `-5b60e21d` or `aa2d374`, or a schema's `$id`) often are not, so ajv
 * exports each validator under a name of ours and the default export maps every key to it.
 *
 * @example
 * const code = compileValidatorCode(page.edit.schema);
 * // import { formats as __jimuFormats, … } from '…/runtime/forms/validatorRuntime.ts'; … export default { … };
 */
export function compileValidatorCode(schema: RJSFSchema, runtimeModule = defaultRuntimeModule): string {
  const {
    additionalMetaSchemas,
    customFormats,
    ajvOptionsOverrides,
    ajvFormatOptions,
    AjvClass,
    extenderFn,
  } = validatorOptions;
  const ajv = createAjvInstance(
    additionalMetaSchemas,
    customFormats,
    {
      ...ajvOptionsOverrides,
      code: { source: true, lines: true, esm: true, formats: _`${new Name(FORMATS)}` },
      schemas: Object.values(schemaParser(schema)),
    },
    ajvFormatOptions,
    AjvClass,
    extenderFn,
  );
  // The keys ajv registered the schemas under: what rjsf looks a validator up by.
  const keys = Object.keys(ajv.schemas).filter((key) => !ajv.schemas[key]?.meta);
  const code = standaloneCode(ajv, Object.fromEntries(keys.map((key, i) => [exportName(i), key])));
  // Computed keys, so that even a key `__proto__` is an own property of the map.
  const map = keys.map((key, i) => `[${JSON.stringify(key)}]: ${exportName(i)}`).join(', ');
  return [
    importRuntimeHelpers(code, runtimeModule),
    `export default { ${map} };`,
    `export const schema = ${JSON.stringify(schema)};`,
    '',
  ].join('\n');
}

const cache = new Map<string, string>();

/**
 * The code of every form's validator module, keyed `<page>/<form>`. Results are memoised by schema
 * text, so `jimu dev` recompiles only the forms whose schema changed.
 *
 * @example const modules = compileValidators(manifest.pages); modules['users/edit']; // ESM source
 */
export function compileValidators(
  pages: Record<string, PageConfig>,
  runtimeModule = defaultRuntimeModule,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, schema] of Object.entries(collectFormSchemas(pages))) {
    const memoKey = `${runtimeModule}\n${JSON.stringify(schema)}`;
    let code = cache.get(memoKey);
    if (code === undefined) {
      code = compileValidatorCode(schema, runtimeModule);
      cache.set(memoKey, code);
    }
    out[key] = code;
  }
  return out;
}
