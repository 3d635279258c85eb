import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrecompiledValidatorModule } from '../../runtime/forms';
import { loadAndValidate, normaliseConfig } from '../config';
import { buildConsole } from './buildConsole';
import { collectFormSchemas, compileValidatorCode, compileValidators } from './compileValidators';
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
    // ajv-formats accepts a quoted local part; VA-05's pattern does not.
    expect(validator.isValid(mailSchema, { email: '"a b"@example.com' }, mailSchema)).toBe(false);
    expect(validator.isValid(mailSchema, { email: 'admin@example.com' }, mailSchema)).toBe(true);
  });
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
    const out = path.join(dir, 'dist');
    const result = await buildConsole({ configDir: path.join(repo, 'config'), outDir: out });
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
    // A whole build, with the passes that merge small files when no earlier build left its merges.
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
