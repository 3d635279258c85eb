import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const schema: RJSFSchema = { type: 'object', required: ['a'], properties: { a: { type: 'string' } } };
// The shape ajv's standalone code has: a function with `.errors`, keyed by rjsf's schema hash.
const validateRoot = Object.assign(
  (data: Record<string, unknown>) => {
    const ok = typeof data?.a === 'string';
    validateRoot.errors = ok
      ? null
      : [
          {
            instancePath: '',
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: 'a' },
            message: "must have required property 'a'",
          },
        ];
    return ok;
  },
  { errors: null as unknown },
);
const loads = { edit: 0, flaky: 0 };
vi.mock('jimu:validators', () => ({
  default: {
    'users/edit': async () => {
      loads.edit++;
      return { default: { [hashForSchema(schema)]: validateRoot }, schema };
    },
    'users/search': async () => {
      loads.flaky++;
      if (loads.flaky === 1) throw new Error('chunk failed');
      return { default: { [hashForSchema(schema)]: validateRoot }, schema };
    },
  },
}));

// Test files share their worker's modules: getPageValidator is imported afresh, so that it takes
// this file's validators even when another file loaded it first, and dropped after, so that no
// later file gets the mocked ones.
vi.resetModules();
const { getPageValidator } = await import('./getPageValidator');
afterAll(() => vi.resetModules());

describe('getPageValidator', () => {
  beforeEach(() => {
    loads.edit = 0;
  });

  it('loads the precompiled module of <page>/<form> once and validates with it', async () => {
    const first = await getPageValidator('users', 'edit');
    const again = await getPageValidator('users', 'edit');
    expect(again).toBe(first);
    expect(first.validateFormData({ a: 'x' }, schema).errors).toEqual([]);
    expect(first.validateFormData({}, schema).errors.map((e) => e.name)).toEqual(['required']);
    // The precompiled validator accepts only the schema it was compiled from.
    expect(() => first.validateFormData({}, { type: 'object' })).toThrow(/differs from the rootSchema/);
  });

  it('rejects, naming the form, when the build made no validator for it', async () => {
    await expect(getPageValidator('roles', 'edit')).rejects.toThrow(
      "no precompiled validator for form 'roles/edit'",
    );
  });

  it('forgets a failed chunk load so the next call retries', async () => {
    await expect(getPageValidator('users', 'search')).rejects.toThrow('chunk failed');
    await expect(getPageValidator('users', 'search')).resolves.toBeTruthy();
    expect(loads.flaky).toBe(2);
  });
});
