import { describe, expect, it } from 'vitest';
import { DdlError, ddlTables } from './ddlTable';

describe('#14.4 tables from SQL DDL (node-sql-parser)', () => {
  it('#14.4 columns, lengths, not null, defaults, primary and foreign keys', async () => {
    const [orders] = await ddlTables(
      "CREATE TABLE orders (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), status varchar(16) NOT NULL DEFAULT 'new', total numeric(10,2))",
    );
    expect(orders?.name).toBe('orders');
    expect(orders?.primaryKey).toEqual(['id']);
    expect(orders?.foreignKeys).toEqual([
      { columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] },
    ]);
    expect(orders?.columns.map((c) => [c.name, c.type, c.nullable])).toEqual([
      ['id', 'serial', false],
      ['customer_id', 'int', false],
      ['status', 'varchar(16)', false],
      ['total', 'numeric(10,2)', true],
    ]);
    expect(orders?.columns[2]).toMatchObject({ default: 'new', length: 16 });
  });

  it('#14.4 table-level constraints count too', async () => {
    const [t] = await ddlTables(
      'CREATE TABLE t (a int, b int, PRIMARY KEY (a), FOREIGN KEY (b) REFERENCES x(id))',
    );
    expect(t?.primaryKey).toEqual(['a']);
    expect(t?.columns[0]?.isPk).toBe(true);
    expect(t?.foreignKeys[0]).toEqual({ columns: ['b'], refTable: 'x', refColumns: ['id'] });
  });

  it('#14.4 invalid DDL reports the line and column where the parser stopped', async () => {
    const error = await ddlTables('CREATE TABLE x (id int,\n name varchar(3) NOT NUL)').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DdlError);
    expect(error).toMatchObject({ line: 2, col: 18 });
    await expect(ddlTables('SELECT 1')).rejects.toThrow('no CREATE TABLE');
  });
});
