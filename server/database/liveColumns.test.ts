import { describe, expect, it } from 'vitest';
import { kindOf, type LiveColumn, outputValue, valueProblem } from './liveColumns';

const column = (kind: LiveColumn['kind'], dataType: string, nullable = true): LiveColumn => ({
  name: 'c',
  field: 'c',
  kind,
  dataType,
  nullable,
  hasDefault: false,
  generated: false,
});

describe('live columns', () => {
  it('reads the kind of a column from its type as PostgreSQL prints it', () => {
    expect(kindOf('numeric(10,2)', 'N')).toBe('decimal');
    expect(kindOf('character varying(40)', 'S')).toBe('text');
    expect(kindOf('timestamp without time zone', 'D')).toBe('timestamp');
    expect(kindOf('timestamp with time zone', 'D')).toBe('timestamptz');
    expect(kindOf('integer[]', 'A')).toBe('array');
    expect(kindOf('jsonb', 'U')).toBe('json');
    expect(kindOf('bytea', 'U')).toBe('binary');
    expect(kindOf('bigint', 'N')).toBe('bigint');
  });

  it('sends timestamps in ISO 8601, keeping the offset the database answered with', () => {
    expect(outputValue(column('timestamptz', 'timestamp with time zone'), '2025-01-01 08:00:00+08')).toBe(
      '2025-01-01T08:00:00+08:00',
    );
    expect(
      outputValue(column('timestamptz', 'timestamp with time zone'), '2025-01-01 08:00:00.5+05:30'),
    ).toBe('2025-01-01T08:00:00.5+05:30');
    expect(outputValue(column('timestamp', 'timestamp without time zone'), '2021-01-01 00:00:00')).toBe(
      '2021-01-01T00:00:00',
    );
    expect(outputValue(column('decimal', 'numeric(10,2)'), '0.10')).toBe('0.10');
  });

  it('refuses a value its column cannot hold instead of letting the database round or cut it', () => {
    const money = column('decimal', 'numeric(10,2)');
    expect(valueProblem(money, '12345678.91')).toBeUndefined();
    expect(valueProblem(money, 0.1 + 0.2)).toBe('最多 2 位小数');
    expect(valueProblem(money, '123456789.00')).toBe('整数部分最多 8 位');
    expect(valueProblem(column('text', 'character varying(3)'), 'abcd')).toBe('最多 3 个字符');
    expect(valueProblem(column('text', 'character varying(3)'), '积木块')).toBeUndefined();
    expect(valueProblem(column('integer', 'integer'), '1;DROP')).toBe('应为整数');
    expect(valueProblem(column('integer', 'integer', false), null)).toBe('不能为空');
    expect(valueProblem(column('date', 'date'), '2025-02-30x')).toBe('应为日期（YYYY-MM-DD）');
  });

  it('#27 takes a timestamp without zone as the wall clock it holds, and refuses an offset the database would drop', () => {
    const wallClock = column('timestamp', 'timestamp without time zone');
    expect(valueProblem(wallClock, '2025-01-31T08:30:00')).toBeUndefined();
    expect(valueProblem(wallClock, '2025-01-31 08:30')).toBeUndefined();
    expect(valueProblem(wallClock, '2025-01-31T00:30:00.000Z')).toBe(
      '应为不带时区的日期时间（YYYY-MM-DD HH:mm:ss）',
    );
    expect(valueProblem(wallClock, '2025-01-31T08:30:00+08:00')).toBe(
      '应为不带时区的日期时间（YYYY-MM-DD HH:mm:ss）',
    );
    const instant = column('timestamptz', 'timestamp with time zone');
    expect(valueProblem(instant, '2025-01-31T08:30:00+08:00')).toBeUndefined();
  });
});
