import { describe, expect, it } from 'vitest';
import { inferColumns } from './inferSchema';

describe('#14.1 schema inference from sample records', () => {
  it('#14.1 types widen, nulls make nullable, formats and enums are found, id is the key', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      price: i % 2 ? 1.5 : 2,
      at: '2024-01-01T00:00:00Z',
      day: '2024-01-01',
      mail: 'a@b.cn',
      site: 'https://x.cn',
      status: i % 3 ? 'a' : 'b',
      note: i === 0 ? null : `free text ${i}`,
      tags: ['x'],
    }));
    const byName = Object.fromEntries(inferColumns(rows).map((c) => [c.name, c]));
    expect(byName.id).toMatchObject({ type: 'integer', isPk: true });
    expect(byName.price?.type).toBe('number');
    expect(byName.at?.format).toBe('date-time');
    expect(byName.day?.format).toBe('date');
    expect(byName.mail?.format).toBe('email');
    expect(byName.site?.format).toBe('uri');
    expect(byName.status?.enumValues).toEqual(['a', 'b']);
    expect(byName.note).toMatchObject({ nullable: true });
    expect(byName.note?.enumValues).toBeUndefined();
    expect(byName.tags?.type).toBe('array<string>');
  });

  it('#14.1 fewer than 10 records propose no enum; mixed types become string', () => {
    const byName = Object.fromEntries(
      inferColumns([
        { s: 'a', m: 1 },
        { s: 'a', m: 'x' },
      ]).map((c) => [c.name, c]),
    );
    expect(byName.s?.enumValues).toBeUndefined();
    expect(byName.m?.type).toBe('string');
  });
});
