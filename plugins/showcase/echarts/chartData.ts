/** A `table` record, as the charts read it. */
export interface TableRecord {
  status: 'published' | 'draft' | 'deleted';
  author: string;
  datetime: string;
  pageViews: number;
  percent: number;
  rate: number;
  percentage: number;
}

/** A `systemLog` record. */
export interface LogRecord {
  type: string;
  executeResult: string;
}

export const STATUSES = ['published', 'draft', 'deleted'] as const;
export const MONTHS = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);

/** Page views summed per month of `datetime`, 2024-01 … 2024-12. */
export function viewsByMonth(rows: readonly TableRecord[]): number[] {
  return MONTHS.map((month) =>
    rows.filter((row) => row.datetime.startsWith(month)).reduce((sum, row) => sum + row.pageViews, 0),
  );
}

/** Record counts per author, most first. */
export function countByAuthor(rows: readonly TableRecord[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.author, (counts.get(row.author) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

export const countByStatus = (rows: readonly TableRecord[]) =>
  STATUSES.map((status) => rows.filter((row) => row.status === status).length);

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Average rate (×20, to share the 0–100 axis), percent and percentage per status. */
export function averagesByStatus(rows: readonly TableRecord[]): number[][] {
  return STATUSES.map((status) => {
    const group = rows.filter((row) => row.status === status);
    return [
      Math.round(mean(group.map((r) => r.rate * 20))),
      Math.round(mean(group.map((r) => r.percent))),
      Math.round(mean(group.map((r) => r.percentage))),
    ];
  });
}

export const averagePercent = (rows: readonly TableRecord[]) =>
  Math.round(mean(rows.map((row) => row.percent)) * 10) / 10;

/** All operations → 登录 → 登录 with 成功. */
export function loginFunnel(logs: readonly LogRecord[]): number[] {
  const logins = logs.filter((log) => log.type === '登录');
  return [logs.length, logins.length, logins.filter((log) => log.executeResult === '成功').length];
}
