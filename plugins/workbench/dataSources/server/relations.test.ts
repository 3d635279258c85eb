import { describe, expect, it } from 'vitest';
import type { TableInfo } from '../model/sourceTypes';
import { proposeDisplayColumn, relationsOf, withTrackedRelations } from './relations';

const table = (name: string, columns: [string, string][], extra: Partial<TableInfo> = {}): TableInfo => ({
  name,
  rowCount: 0,
  columns: columns.map(([column, type]) => ({
    name: column,
    type,
    nullable: true,
    isPk: column === 'id',
    isAutoIncrement: column === 'id',
  })),
  primaryKey: ['id'],
  indexes: [],
  foreignKeys: [],
  sample: [],
  ...extra,
});

describe('relations (§5.6 关系)', () => {
  it('#27 proposes a text column known to be unique: by index, else by distinct values of the whole table, else says there is none', () => {
    const people = (extra: Partial<TableInfo>) =>
      table(
        'people',
        [
          ['id', 'integer'],
          ['name', 'varchar(20)'],
          ['code', 'varchar(8)'],
          ['born', 'date'],
        ],
        extra,
      );
    expect(
      proposeDisplayColumn(people({ indexes: [{ name: 'u', columns: ['code'], unique: true }] }), 'id'),
    ).toEqual({ column: 'code', unique: true });
    const twoRows = [
      { name: 'A', code: 'x' },
      { name: 'A', code: 'y' },
    ];
    expect(proposeDisplayColumn(people({ rowCount: 2, sample: twoRows }), 'id')).toEqual({
      column: 'code',
      unique: true,
    });
    // Two Franks: a first name that repeats is no label; nor are values seen in only part of a table.
    expect(proposeDisplayColumn(people({ rowCount: 59, sample: twoRows }), 'id')).toEqual({
      column: 'id',
      unique: false,
    });
    expect(proposeDisplayColumn(people({ rowCount: 1, sample: [{ name: 'A', code: 'x' }] }), 'id')).toEqual({
      column: 'id',
      unique: false,
    });
    expect(
      proposeDisplayColumn(
        table('n', [
          ['id', 'integer'],
          ['qty', 'integer'],
        ]),
        'id',
      ),
    ).toEqual({ column: 'id', unique: false });
    expect(proposeDisplayColumn(undefined, 'id')).toEqual({ column: 'id', unique: false });
  });

  it('#14.3 lists one-column foreign keys with their adoption, and hands the display column to the column model', () => {
    const customers = table('customers', [
      ['id', 'integer'],
      ['name', 'varchar(20)'],
    ]);
    const orders = table(
      'orders',
      [
        ['id', 'integer'],
        ['customer_id', 'integer'],
        ['a', 'integer'],
        ['b', 'integer'],
      ],
      {
        foreignKeys: [
          { columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] },
          { columns: ['a', 'b'], refTable: 'pairs', refColumns: ['x', 'y'] },
        ],
      },
    );
    const tracked = [
      {
        dataSourceId: 1,
        table: 'orders',
        column: 'customer_id',
        refTable: 'customers',
        refColumn: 'id',
        displayColumn: 'id',
      },
    ];
    expect(relationsOf([orders, customers], [])).toEqual([
      {
        table: 'orders',
        column: 'customer_id',
        refTable: 'customers',
        refColumn: 'id',
        displayColumn: 'id',
        unique: false,
        candidates: ['id', 'name'],
        tracked: false,
      },
    ]);
    expect(relationsOf([orders, customers], tracked)[0]).toMatchObject({
      displayColumn: 'id',
      tracked: true,
    });
    expect(withTrackedRelations(orders, tracked).foreignKeys[0].displayColumn).toBe('id');
    expect(withTrackedRelations(customers, tracked)).toBe(customers);
  });
});
