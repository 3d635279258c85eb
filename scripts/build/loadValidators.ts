import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';

/**
 * Why an imported validator module is not one rjsf can use, or undefined when it is. Its `schema`
 * export is the root schema and its default export maps keys to validator functions, among them
 * the root schema's under the key rjsf looks it up by: the schema's `$id`, else its hash.
 *
 * @example validatorModuleProblem({ default: {}, schema: { type: 'object' } }); // 'has no validator …'
 */
export function validatorModuleProblem(mod: Record<string, unknown>): string | undefined {
  const { default: validators, schema } = mod;
  if (!schema || typeof schema !== 'object') return 'exports no `schema` object';
  if (!validators || typeof validators !== 'object')
    return 'has no default export mapping keys to validators';
  const notFunction = Object.entries(validators).find(([, v]) => typeof v !== 'function');
  if (notFunction)
    return `exports ${JSON.stringify(notFunction[0])} as a ${typeof notFunction[1]}, not a function`;
  const root = schema as RJSFSchema;
  const key = root.$id || hashForSchema(root);
  if (!Object.hasOwn(validators, key))
    return `has no validator for its root schema (key ${JSON.stringify(key)})`;
  return undefined;
}

/**
 * How a build error names a config form, from its `jimu:validators` key `<page>/<form>`.
 *
 * @example formLabel('users/edit'); // "page 'users', edit form (jimu:validator/users/edit)"
 */
export function formLabel(key: string): string {
  const slash = key.lastIndexOf('/');
  return `page '${key.slice(0, slash)}', ${key.slice(slash + 1)} form (jimu:validator/${key})`;
}

// Module code that loaded once needs no second import: `jimu dev` re-imports only changed forms.
const loaded = new Set<string>();

/**
 * Imports each generated validator module in Node, as the browser will, and answers one problem per
 * module that throws while loading or is not a validator module (`validatorModuleProblem`), led by
 * `label(key)`. Each module is written to a temporary `.mjs` file, so its imports resolve from
 * their absolute paths as they do in the bundle.
 *
 * @example
 * const problems = await loadValidatorModules(compileValidators(pages), formLabel);
 * // ["page 'users', edit form (jimu:validator/users/edit): does not load: ReferenceError: exports is not defined"]
 */
export async function loadValidatorModules(
  modules: Record<string, string>,
  label: (key: string) => string = (key) => key,
): Promise<string[]> {
  const pending = Object.entries(modules).filter(([, code]) => !loaded.has(code));
  if (pending.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), 'jimu-validators-'));
  try {
    const problems = await Promise.all(
      pending.map(async ([key, code], i): Promise<string | undefined> => {
        const file = path.join(dir, `${i}.mjs`);
        await writeFile(file, code);
        let problem: string | undefined;
        try {
          const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
          problem = validatorModuleProblem(mod);
        } catch (error) {
          problem = `does not load: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
        }
        if (problem === undefined) loaded.add(code);
        return problem && `${label(key)}: the generated validator module ${problem}`;
      }),
    );
    return problems.filter((p) => p !== undefined);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
