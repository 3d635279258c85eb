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
  it('#14.3 proposes a unique text column: by index, else by distinct sample values, else the first text, else the key', () => {
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
    ).toBe('code');
    expect(
      proposeDisplayColumn(
        people({
          sample: [
            { name: 'A', code: 'x' },
            { name: 'A', code: 'y' },
          ],
        }),
        'id',
      ),
    ).toBe('code');
    expect(proposeDisplayColumn(people({ sample: [{ name: 'A', code: 'x' }] }), 'id')).toBe('name');
    expect(
      proposeDisplayColumn(
        table('n', [
          ['id', 'integer'],
          ['qty', 'integer'],
        ]),
        'id',
      ),
    ).toBe('id');
    expect(proposeDisplayColumn(undefined, 'id')).toBe('id');
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
        displayColumn: 'name',
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
