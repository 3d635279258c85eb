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
  percent >= 90
    ? 'var(--semi-color-success)'
    : percent < 30
      ? 'var(--semi-color-warning)'
      : 'var(--semi-color-primary)';

/**
 * `progress`: a bar with the percentage beside it; green when nearly full, amber when low. A
 * native-markup progressbar in Semi's colours (no Semi Progress on a table's first rows).
 *
 * @example
 * // cell: { type: progress, max: 100 }
 */
export function ProgressCell(props: CellProps) {
  const percent = percentOf(props);
  if (percent === undefined) return <TextCell {...props} />;
  const rounded = Math.round(percent);
  return (
    <span
      className="jimu-cell-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-label={`${rounded}%`}
    >
      <span className="jimu-cell-progress-track">
        <span
          className="jimu-cell-progress-bar"
          style={{ width: `${percent}%`, background: strokeOf(percent) }}
        />
      </span>
      <span className="jimu-cell-progress-text">{rounded}%</span>
    </span>
  );
}

const RING = 2 * Math.PI * 20;

/**
 * `percent`: a small ring (48 px) with the percentage inside, for tight columns.
 *
 * @example
 * // cell: percent
 */
export function PercentCell(props: CellProps) {
  const percent = percentOf(props);
  if (percent === undefined) return <TextCell {...props} />;
  const rounded = Math.round(percent);
  return (
    <span
      className="jimu-cell-percent"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-label={`${rounded}%`}
    >
      <svg width={48} height={48} viewBox="0 0 48 48" aria-hidden>
        <circle cx={24} cy={24} r={20} className="jimu-cell-percent-track" />
        <circle
          cx={24}
          cy={24}
          r={20}
          stroke={strokeOf(percent)}
          strokeDasharray={RING}
          strokeDashoffset={RING * (1 - percent / 100)}
          transform="rotate(-90 24 24)"
          className="jimu-cell-percent-bar"
        />
      </svg>
      <span className="jimu-cell-percent-text">{rounded}%</span>
    </span>
  );
}
