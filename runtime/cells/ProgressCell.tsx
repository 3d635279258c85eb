import Progress from '@douyinfe/semi-ui/lib/es/progress';
import type { CellProps } from './CellContext';
import { TextCell } from './TextCell';
import './cells.css';

/** The value as a share of `max` (default 100), between 0 and 100. */
function percentOf({ value, options }: CellProps): number | undefined {
  const n = Number(value);
  if (value === null || value === '' || typeof value === 'boolean' || !Number.isFinite(n)) return undefined;
  const max = options.max ?? 100;
  return Math.min(100, Math.max(0, (n / max) * 100));
}

const strokeOf = (percent: number) =>
  percent >= 90 ? 'var(--semi-color-success)' : percent < 30 ? 'var(--semi-color-warning)' : undefined;

/**
 * `progress`: a bar with the percentage beside it; green when nearly full, amber when low.
 *
 * @example
 * // cell: { type: progress, max: 100 }
 */
export function ProgressCell(props: CellProps) {
  const percent = percentOf(props);
  if (percent === undefined) return <TextCell {...props} />;
  return (
    <Progress
      className="jimu-cell-progress"
      percent={Math.round(percent)}
      showInfo
      stroke={strokeOf(percent)}
      aria-label={`${Math.round(percent)}%`}
    />
  );
}

/**
 * `percent`: a small ring with the percentage inside, for tight columns.
 *
 * @example
 * // cell: percent
 */
export function PercentCell(props: CellProps) {
  const percent = percentOf(props);
  if (percent === undefined) return <TextCell {...props} />;
  return (
    <Progress
      className="jimu-cell-percent"
      type="circle"
      width={48}
      strokeWidth={5}
      percent={Math.round(percent)}
      showInfo
      stroke={strokeOf(percent)}
      format={(p) => `${p}%`}
      aria-label={`${Math.round(percent)}%`}
    />
  );
}
