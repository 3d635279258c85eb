import { Ajv } from 'ajv';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DELETE_BODY, type EMPTY, ID, ID_OR_NULL, strict, TEXT, textUpTo } from './bodyRuleParts';
import { type BodyOf, fields, type schema } from './bodySchema';

describe('BodyOf: the type a body has once its schema accepted it', () => {
  it('reads type, enum, anyOf, items, properties, required and additionalProperties', () => {
    const COLUMN = strict({ key: textUpTo(32), done: { type: 'boolean' } }, ['key']);
    const rule = strict(
      {
        id: ID_OR_NULL,
        mode: { type: 'string', enum: ['modal', 'drawer'] },
        columns: { type: 'array', items: COLUMN },
        target: {
          type: ['object', 'null'],
          properties: { page: TEXT },
          required: ['page'],
          additionalProperties: false,
        },
        texts: { type: 'object', additionalProperties: TEXT },
        free: { type: 'object' },
        anything: {},
        port: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      },
      ['columns'],
    );
    expectTypeOf<BodyOf<typeof rule>>().toEqualTypeOf<{
      columns: { key: string; done?: boolean }[];
      id?: string | number | null;
      mode?: 'modal' | 'drawer';
      target?: { page: string } | null;
      texts?: Record<string, string>;
      free?: Record<string, unknown>;
      anything?: unknown;
      port?: number | string;
    }>();
    expectTypeOf<BodyOf<typeof DELETE_BODY>>().toEqualTypeOf<{
      ids?: (string | number)[] | string | number;
      id?: string | number;
    }>();
    expectTypeOf<BodyOf<typeof EMPTY>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<BodyOf<typeof ID>>().toEqualTypeOf<string | number>();
    const shared = fields({ host: { type: 'string' } });
    expectTypeOf<BodyOf<ReturnType<typeof strict<typeof shared>>>>().toEqualTypeOf<{ host?: string }>();
    expectTypeOf<BodyOf<typeof TEXT>>().toEqualTypeOf<string>();
    expectTypeOf<BodyOf<ReturnType<typeof schema<{ type: 'integer' }>>>>().toEqualTypeOf<number>();
  });

  it('the rules are plain JSON Schema that ajv compiles in strict mode, required or not', () => {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    const rule = strict({ id: ID, name: TEXT }, ['id']);
    expect(rule).toEqual({
      type: 'object',
      properties: { id: ID, name: TEXT },
      additionalProperties: false,
      required: ['id'],
    });
    const validate = ajv.compile(rule);
    expect(validate({ id: 1, name: 'x' })).toBe(true);
    expect(validate({ name: 'x' })).toBe(false);
    const none = ajv.compile(strict({ name: TEXT }));
    expect(none({})).toBe(true);
    expect(none({ other: 1 })).toBe(false);
  });
});
