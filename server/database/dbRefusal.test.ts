import { describe, expect, it } from 'vitest';
import type { BoundTable } from './boundTable';
import { refusalOf } from './dbRefusal';

const bound = {
  table: {
    schema: 'public',
    name: 'customer',
    columns: [
      { name: 'email', field: 'email' },
      { name: 'support_rep_id', field: 'supportRepId' },
    ],
    foreignKeys: [
      {
        constraint: 'customer_support_rep_id_fkey',
        columns: ['support_rep_id'],
        refTable: 'employee',
        refColumns: ['employee_id'],
      },
    ],
    indexes: [{ name: 'customer_email_key', columns: ['email'], unique: true, primary: false }],
    checks: [],
    primaryKey: ['customer_id'],
  },
} as unknown as BoundTable;

const pgError = (fields: Record<string, string>) => Object.assign(new Error('refused'), fields);

describe('the database refusals of a write, located', () => {
  it('a unique violation is a 409 on its field', () => {
    const error = refusalOf(
      pgError({
        code: '23505',
        constraint: 'customer_email_key',
        detail: 'Key (email)=(a@b.c) already exists.',
      }),
      bound,
      'chinook',
    );
    expect(error?.status).toBe(409);
    expect(error?.data).toEqual({ fieldErrors: { email: 'email = a@b.c 已存在，不能重复' } });
  });

  it("a foreign key is a 409: on the field for this table's reference, naming the other table for a delete", () => {
    const insert = refusalOf(
      pgError({
        code: '23503',
        constraint: 'customer_support_rep_id_fkey',
        table: 'customer',
        detail: 'Key (support_rep_id)=(99) is not present in table "employee".',
      }),
      bound,
      'chinook',
    );
    expect(insert?.status).toBe(409);
    expect(insert?.data).toEqual({ fieldErrors: { supportRepId: expect.stringContaining('employee') } });
    const remove = refusalOf(
      pgError({
        code: '23503',
        constraint: 'invoice_customer_id_fkey',
        table: 'invoice',
        detail: 'Key (customer_id)=(1) is still referenced from table "invoice".',
      }),
      bound,
      'chinook',
    );
    expect(remove?.status).toBe(409);
    expect(remove?.message).toContain('invoice');
  });

  it('a serialization failure, a deadlock, a timeout or a lost connection is a 503 to retry', () => {
    for (const error of [
      pgError({ code: '40001' }),
      pgError({ code: '40P01' }),
      pgError({ code: '57014' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const refusal = refusalOf(error, bound, 'chinook');
      expect(refusal?.status).toBe(503);
      expect(refusal?.data).toEqual({ retryable: true });
    }
    expect(refusalOf(new TypeError('x is not a function'), bound, 'chinook')).toBeUndefined();
  });
});
