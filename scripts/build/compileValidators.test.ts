import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import * as esbuild from 'esbuild';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrecompiledValidatorModule } from '../../runtime/forms';
import { sharedBuildResult } from '../../tests/e2e/support/sharedBuild';
import { loadAndValidate, normaliseConfig } from '../config';
import { collectFormSchemas, compileValidatorCode, compileValidators } from './compileValidators';
import { validatorModuleProblem } from './loadValidators';
import { virtualModulesPlugin, virtualModuleText } from './virtualModules';

const repo = path.resolve(import.meta.dirname, '../..');
const schema: RJSFSchema = {
  type: 'object',
  required: ['phone', 'name'],
  properties: {
    phone: { type: 'string', format: 'phone' },
    name: { type: 'string', minLength: 2, maxLength: 4 },
    email: { type: 'string', format: 'email' },
    born: { type: 'string', format: 'date' },
    tags: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'object', properties: { k: { type: 'string' } } },
    },
    kind: {
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'b', title: 'B' },
      ],
    },
  },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jimu-validators-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function importGenerated(code: string, name: string): Promise<PrecompiledValidatorModule> {
  const file = path.join(dir, `${name}.mjs`);
  await writeFile(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

describe('compileValidatorCode', () => {
  it('emits ESM with no require() or new Function that validates like ajv (VA-05 formats)', async () => {
    const code = compileValidatorCode(schema);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toContain('new Function');
    expect(code).toMatch(
      /^import \{ formats as __jimuFormats, equal as __jimu_equal, ucs2length as __jimu_ucs2length \}/,
    );
    const mod = await importGenerated(code, 'sample');
    expect(mod.schema).toEqual(schema);
    const validator = createPrecompiledValidator(mod.default, mod.schema);
    const ok = { phone: '13800138000', name: '张三', email: 'a@example.com', born: '2024-02-29', kind: 'a' };
    expect(validator.validateFormData(ok, schema).errors).toEqual([]);
    const bad = {
      phone: '12345',
      name: '𠀀', // one code point: ucs2length counts it as 1 < 2
      email: 'not-mail',
      born: '2023-02-29',
      tags: [{ k: 'x' }, { k: 'x' }],
      kind: 'c',
    };
    const names = validator.validateFormData(bad, schema).errors.map((e) => `${e.property}:${e.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        '.phone:format',
        '.name:minLength',
        '.email:format',
        '.born:format',
        '.tags:uniqueItems',
        '.kind:oneOf',
      ]),
    );
    expect(validator.validateFormData({}, schema).errors.map((e) => e.property)).toEqual(['phone', 'name']);
  });

  it('uses the VA-05 email rule, not ajv-formats’ (the name clash resolves to VA-05)', async () => {
    const mailSchema: RJSFSchema = {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' } },
    };
    const mod = await importGenerated(compileValidatorCode(mailSchema), 'mail');
    const validator = createPrecompiledValidator(mod.default, mod.schema);
    // ajv-formats accepts a quoted local part; the helper rule's pattern does not.
    expect(validator.isValid(mailSchema, { email: '"a b"@example.com' }, mailSchema)).toBe(false);
    expect(validator.isValid(mailSchema, { email: 'admin@example.com' }, mailSchema)).toBe(true);
  });
});

// What ajv's CommonJS output writes as `exports.<key>` rather than `exports["<key>"]`.
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One property of a generated form schema, with a value it accepts and one it rejects. */
interface PropertyCase {
  schema: RJSFSchema;
  valid: unknown;
  invalid: unknown;
}

const propertyCase: fc.Arbitrary<PropertyCase> = fc.oneof(
  fc.record({ min: fc.nat(4), extra: fc.nat(4) }).map(
    ({ min, extra }): PropertyCase => ({
      schema: { type: 'string', minLength: min, maxLength: min + extra },
      valid: 'x'.repeat(min + extra),
      invalid: min > 0 ? 'x'.repeat(min - 1) : 'x'.repeat(min + extra + 1),
    }),
  ),
  fc.record({ min: fc.integer({ min: -100, max: 100 }), span: fc.nat(100) }).map(
    ({ min, span }): PropertyCase => ({
      schema: { type: 'number', minimum: min, maximum: min + span },
      valid: min + span / 2,
      invalid: min - 0.5,
    }),
  ),
  fc.integer({ min: -100, max: 100 }).map(
    (min): PropertyCase => ({
      schema: { type: 'integer', minimum: min },
      valid: min,
      invalid: min + 0.5,
    }),
  ),
  fc.constant<PropertyCase>({ schema: { type: 'boolean' }, valid: false, invalid: 'false' }),
  fc.uniqueArray(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 4 }).map(
    (values): PropertyCase => ({
      schema: { type: 'string', enum: values },
      valid: values[values.length - 1],
      // Longer than any one value, so none of them.
      invalid: `${values.join('|')}!`,
    }),
  ),
  fc.record({ minItems: fc.nat(3), unique: fc.boolean() }).map(({ minItems, unique }): PropertyCase => {
    const items = Array.from({ length: minItems }, (_, i) => `v${i}`);
    return {
      schema: { type: 'array', items: { type: 'string' }, minItems, uniqueItems: unique },
      valid: items,
      invalid: [...items, 7],
    };
  }),
  // rjsf compiles each option of a oneOf on its own, so the module holds more than one validator.
  fc.constant<PropertyCase>({
    schema: {
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'b', title: 'B' },
      ],
    },
    valid: 'b',
    invalid: 'c',
  }),
);

const formCase = fc.record({
  properties: fc.uniqueArray(
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !(name in Object.prototype)),
      property: propertyCase,
      required: fc.boolean(),
    }),
    { minLength: 1, maxLength: 5, selector: (p) => p.name },
  ),
  broken: fc.nat(),
  omitRequired: fc.boolean(),
  identifierHash: fc.boolean(),
});

/** Sets `title` of `schema` to the first `form <n>` that gives its hash the wanted kind. */
function titleForHash(schema: RJSFSchema, identifier: boolean): RJSFSchema {
  for (let n = 0; n < 100_000; n++) {
    const titled = { ...schema, title: `form ${n}` };
    if (IDENTIFIER.test(hashForSchema(titled)) === identifier) return titled;
  }
  throw new Error('no title gives the wanted hash');
}

describe('compileValidatorCode on any schema hash', () => {
  // A hash that is an identifier made ajv write `exports.<hash> = …`, which the ES module kept and
  // the browser rejected with "exports is not defined".
  it.each<[string, RJSFSchema]>([
    [
      'a hash that is an identifier (e1685dd)',
      {
        type: 'object',
        title: '联系人115',
        required: ['name'],
        properties: {
          name: { type: 'string', title: '姓名', minLength: 2 },
          age: { type: 'integer', minimum: 0 },
        },
      },
    ],
    [
      'an $id that is an identifier',
      {
        $id: 'contactForm',
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 2 } },
      },
    ],
    [
      'an $id that is a URL',
      {
        $id: 'https://example.com/contact.json',
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 2 } },
      },
    ],
  ])('loads as an ES module for %s', async (_name, form) => {
    const key = form.$id ?? hashForSchema(form);
    if (!form.$id) expect(key).toBe('e1685dd');
    const mod = await importGenerated(compileValidatorCode(form), `regression-${key.replace(/\W/g, '_')}`);
    expect(validatorModuleProblem(mod as unknown as Record<string, unknown>)).toBeUndefined();
    expect(Object.keys(mod.default)).toEqual([key]);
    const validator = createPrecompiledValidator(mod.default, mod.schema);
    expect(validator.isValid(form, { name: '张三' }, form)).toBe(true);
    expect(validator.isValid(form, { name: '张' }, form)).toBe(false);
  });

  // 60 property runs, each compiling a validator module and importing it in Node.
  it('makes a module that loads and validates for generated schemas, whatever their hashes', async () => {
    const seen = { identifier: 0, other: 0 };
    let run = 0;
    await fc.assert(
      fc.asyncProperty(formCase, async ({ properties, broken, omitRequired, identifierHash }) => {
        const form = titleForHash(
          {
            type: 'object',
            properties: Object.fromEntries(properties.map((p) => [p.name, p.property.schema])),
            required: properties.filter((p) => p.required).map((p) => p.name),
          },
          identifierHash,
        );
        const valid = Object.fromEntries(properties.map((p) => [p.name, p.property.valid]));
        const target = properties[broken % properties.length];
        const invalid = { ...valid, [target.name]: target.property.invalid };
        if (omitRequired && target.required) delete invalid[target.name];

        const mod = await importGenerated(compileValidatorCode(form), `property-${run++}`);
        expect(validatorModuleProblem(mod as unknown as Record<string, unknown>)).toBeUndefined();
        expect(mod.schema).toEqual(form);
        for (const key of Object.keys(mod.default)) seen[IDENTIFIER.test(key) ? 'identifier' : 'other']++;
        const validator = createPrecompiledValidator(mod.default, mod.schema);
        expect(validator.isValid(form, valid, form)).toBe(true);
        expect(validator.isValid(form, invalid, form)).toBe(false);
      }),
      { numRuns: 60 },
    );
    expect(seen.identifier).toBeGreaterThan(0);
    expect(seen.other).toBeGreaterThan(0);
  }, 60_000);
});

describe('the sample console', () => {
  it('has a validator module for every search, edit and form schema', async () => {
    const { config } = await loadAndValidate(path.join(repo, 'config'), {
      pluginsDir: path.join(repo, 'plugins'),
    });
    if (!config) throw new Error('sample config did not load');
    const pages = normaliseConfig(config).pages;
    const keys = Object.keys(collectFormSchemas(pages));
    expect(keys).toEqual(expect.arrayContaining(['users/search', 'users/edit', 'personalCenter/form']));
    const modules = compileValidators(pages);
    expect(Object.keys(modules)).toEqual(keys);
    const index = virtualModuleText('validators', {
      manifest: null,
      icons: [],
      plugins: {},
      validators: modules,
    });
    expect(index).toContain(`"users/edit": () => import("jimu:validator/users/edit")`);
    const usersEdit = await importGenerated(modules['users/edit'], 'users-edit');
    const validator = createPrecompiledValidator(usersEdit.default, usersEdit.schema);
    const errors = validator.validateFormData(
      { username: 'x', email: 'bad', roles: [] },
      usersEdit.schema,
    ).errors;
    expect(errors.map((e) => `${e.property}:${e.name}`)).toEqual(
      expect.arrayContaining(['.email:format', '.roles:minItems']),
    );
  });

  it('bundles forms and their validators with no `new Function(` outside the workbench (strict CSP)', async () => {
    // The run's production build of the sample console (sharedBuild.ts), not one more of the same sources.
    const built = await sharedBuildResult(path.join(repo, 'config'), path.join(dir, 'dist'));
    if (!built.ok) throw new Error(built.error);
    const { outDir: out, result } = built;
    expect(result.bundleErrors).toEqual([]);
    expect(result.ok).toBe(true);
    const js = result.files.filter((f) => f.file.endsWith('.js'));
    const texts = await Promise.all(js.map((f) => readFile(path.join(out, f.file), 'utf8')));
    // The workbench's designer and settings validate schemas being written, so they compile them
    // with ajv; every file holding its compiler is loaded by workbench screens only.
    const outputs = (result.metafile as NonNullable<typeof result.metafile>).outputs;
    const compiling = new Set(
      Object.keys(outputs).filter((key) =>
        texts[js.findIndex((f) => path.join(out, f.file) === path.resolve(key))]?.includes('new Function('),
      ),
    );
    const reachers = new Set<string>();
    for (let grew = true; grew; ) {
      grew = false;
      for (const [key, output] of Object.entries(outputs))
        if (
          !reachers.has(key) &&
          output.imports.some(
            (i) => i.kind === 'import-statement' && (compiling.has(i.path) || reachers.has(i.path)),
          )
        ) {
          reachers.add(key);
          grew = true;
        }
    }
    const entries = [...reachers].map((key) => outputs[key].entryPoint).filter((e) => e !== undefined);
    expect(entries.filter((e) => !e.includes('plugins/workbench/'))).toEqual([]);
    expect(texts.filter((t) => t.includes('new Function(')).length).toBeLessThanOrEqual(compiling.size);
    // The sample's users/edit validator is in the bundle as its own lazy chunk.
    expect(
      texts.some((t) => t.includes('"roles"') && t.includes('minItems') && t.includes('uniqueItems')),
    ).toBe(true);
    // The run's shared build, or a whole build with its merge passes when this file is the first to ask.
  }, 120_000);

  it('keeps ajv’s compiler out of a bundle that imports the whole forms index dynamically', async () => {
    const { config } = await loadAndValidate(path.join(repo, 'config'), {
      pluginsDir: path.join(repo, 'plugins'),
    });
    if (!config) throw new Error('sample config did not load');
    const validators = compileValidators(normaliseConfig(config).pages);
    const entry = path.join(dir, 'entry.ts');
    await writeFile(
      entry,
      `const forms = import(${JSON.stringify(path.join(repo, 'runtime/forms'))});\nconsole.log(forms);\n`,
    );
    const built = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: path.join(dir, 'forms-out'),
      platform: 'browser',
      jsx: 'automatic',
      minify: true,
      loader: { '.woff2': 'empty', '.woff': 'empty', '.svg': 'empty', '.png': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      plugins: [virtualModulesPlugin(() => ({ manifest: null, icons: [], plugins: {}, validators }), repo)],
    });
    const js = built.outputFiles.filter((f) => f.path.endsWith('.js'));
    expect(js.length).toBeGreaterThan(Object.keys(validators).length);
    expect(js.filter((f) => f.text.includes('new Function(')).map((f) => path.basename(f.path))).toEqual([]);
  });
});
