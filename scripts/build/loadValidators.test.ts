import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileValidatorCode } from './compileValidators';
import { formLabel, loadValidatorModules, validatorModuleProblem } from './loadValidators';

const broken = vi.hoisted(() => ({ modules: undefined as Record<string, string> | undefined }));
vi.mock('./compileValidators', async (original) => {
  const actual = await original<typeof import('./compileValidators')>();
  return {
    ...actual,
    compileValidators: (...args: Parameters<typeof actual.compileValidators>) =>
      broken.modules ?? actual.compileValidators(...args),
  };
});

const repo = path.resolve(import.meta.dirname, '../..');
const form: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 2 } },
};
const key = hashForSchema(form);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jimu-load-validators-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('formLabel', () => {
  it('names the page and the form of a validator key', () => {
    expect(formLabel('users/edit')).toBe("page 'users', edit form (jimu:validator/users/edit)");
    expect(formLabel('system/roles/search')).toBe(
      "page 'system/roles', search form (jimu:validator/system/roles/search)",
    );
  });
});

describe('validatorModuleProblem', () => {
  const ok = () => true;
  it('accepts a map of functions holding the root schema’s validator under its hash or $id', () => {
    expect(validatorModuleProblem({ default: { [key]: ok, other: ok }, schema: form })).toBeUndefined();
    expect(
      validatorModuleProblem({
        default: { 'https://x.test/f.json': ok },
        schema: { $id: 'https://x.test/f.json' },
      }),
    ).toBeUndefined();
  });

  it('names what is missing or wrong', () => {
    expect(validatorModuleProblem({ default: { [key]: ok } })).toBe('exports no `schema` object');
    expect(validatorModuleProblem({ schema: form })).toBe('has no default export mapping keys to validators');
    expect(validatorModuleProblem({ default: { [key]: ok, x: 1 }, schema: form })).toBe(
      'exports "x" as a number, not a function',
    );
    expect(validatorModuleProblem({ default: { [`${key}0`]: ok }, schema: form })).toBe(
      `has no validator for its root schema (key "${key}")`,
    );
  });
});

describe('loadValidatorModules', () => {
  it('loads compiled modules without a problem', async () => {
    expect(await loadValidatorModules({ 'users/edit': compileValidatorCode(form) }, formLabel)).toEqual([]);
  });

  it('answers, per form, a module that throws while loading or exports no validator', async () => {
    const problems = await loadValidatorModules(
      {
        'users/edit': 'throw new ReferenceError("exports is not defined");\nexport default {};',
        'users/search': `export default {};\nexport const schema = ${JSON.stringify(form)};`,
        'profile/form': compileValidatorCode(form),
      },
      formLabel,
    );
    expect(problems).toEqual([
      "page 'users', edit form (jimu:validator/users/edit): the generated validator module does not load: ReferenceError: exports is not defined",
      `page 'users', search form (jimu:validator/users/search): the generated validator module has no validator for its root schema (key "${key}")`,
    ]);
  });
});

describe('buildConsole', () => {
  // buildConsole on the sample console, up to the check that stops it before bundling. It is
  // imported afresh: a buildConsole another file of the worker loaded holds the real validators.
  it('fails before bundling, naming the form, when a validator module does not load', async () => {
    vi.resetModules();
    const { buildConsole } = await import('./buildConsole');
    broken.modules = { 'users/edit': 'throw new Error("broken validator");' };
    try {
      const result = await buildConsole({
        configDir: path.join(repo, 'config'),
        outDir: path.join(dir, 'dist'),
      });
      expect(result.ok).toBe(false);
      expect(result.files).toEqual([]);
      expect(result.bundleErrors).toEqual([
        "form validators: page 'users', edit form (jimu:validator/users/edit): the generated validator module does not load: Error: broken validator",
      ]);
    } finally {
      broken.modules = undefined;
    }
  }, 60_000);
});
