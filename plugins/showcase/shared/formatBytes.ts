const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count as people read it, in binary steps of 1024 with at most one decimal.
 *
 * @example formatBytes(1536); // '1.5 KB'
 * formatBytes(512); // '512 B'
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${shown} ${UNITS[unit]}`;
}
