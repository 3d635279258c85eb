import { describe, expect, it } from 'vitest';
import seed from '../../../mock-db.json';
import {
  averagePercent,
  countByAuthor,
  countByStatus,
  type LogRecord,
  loginFunnel,
  type TableRecord,
  viewsByMonth,
} from './chartData';

const rows = seed.table as TableRecord[];
const logs = seed.systemLogs as LogRecord[];

describe('echarts demo data (SHOWCASE §13)', () => {
  it('pie: published / draft / deleted = 10 / 15 / 25', () =>
    expect(countByStatus(rows)).toEqual([10, 15, 25]));
  it('line: twelve months whose sum is every page view', () => {
    const months = viewsByMonth(rows);
    expect(months).toHaveLength(12);
    expect(months.reduce((a, b) => a + b, 0)).toBe(rows.reduce((a, r) => a + r.pageViews, 0));
  });
  it('bar: every record counted once', () =>
    expect(countByAuthor(rows).reduce((a, [, n]) => a + n, 0)).toBe(50));
  it('funnel: 50 operations → 8 sign-ins → the successful ones', () => {
    const [all, login, success] = loginFunnel(logs);
    expect([all, login]).toEqual([50, 8]);
    expect(success).toBeLessThanOrEqual(8);
  });
  it('gauge: the mean percent', () => expect(averagePercent(rows)).toBeGreaterThan(0));
});
