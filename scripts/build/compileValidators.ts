import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
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

/**
 * ajv's standalone output is CommonJS (`exports["<hash>"] = …`, `require("ajv/dist/runtime/…")`):
 * rjsf's schema hashes are not identifiers, so ajv's own ESM mode refuses them. Rewrite it into an
 * ES module whose default export is the validator map `createPrecompiledValidator` takes.
 */
function toEsm(cjs: string, runtimeModule: string): string {
  const helpers = new Set<string>();
  const body = cjs
    .replace(/^"use strict";\s*/, '')
    .replace(/(^|;)exports\[/gm, '$1__validators[')
    .replace(/require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g, (_match, name: string) => {
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
  return [
    `import { ${imports.join(', ')} } from ${JSON.stringify(runtimeModule)};`,
    'const __validators = {};',
    body,
    'export default __validators;',
  ].join('\n');
}

/**
 * Generates the precompiled validator module of one form schema: ESM with `export default` the rjsf
 * validator functions and `export const schema`, the root schema they were compiled from. It uses
 * the same ajv options as the runtime (`validatorOptions`); custom formats are read from
 * `runtimeModule` instead of being inlined, so the browser runs them without `new Function`.
 *
 * @example
 * const code = compileValidatorCode(page.edit.schema);
 * // import { formats as __jimuFormats, … } from '…/runtime/forms/validatorRuntime.ts'; … export default __validators;
 */
export function compileValidatorCode(schema: RJSFSchema, runtimeModule = defaultRuntimeModule): string {
  const cjs = compileSchemaValidatorsCode(schema, {
    ...validatorOptions,
    ajvOptionsOverrides: {
      ...validatorOptions.ajvOptionsOverrides,
      code: { source: true, lines: true, formats: _`__jimuFormats` },
    },
  });
  return `${toEsm(cjs, runtimeModule)}\nexport const schema = ${JSON.stringify(schema)};\n`;
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
