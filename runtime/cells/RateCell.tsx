import type { CellProps } from './CellContext';
import { TextCell } from './TextCell';
import './cells.css';

/** How much of star `index` (0-based) a rating fills: 1, 0.5 or 0 (halves round to the nearest half). */
export function starFill(value: number, index: number): number {
  const halves = Math.round(value * 2) / 2;
  return Math.max(0, Math.min(1, halves - index));
}

/**
 * `rate`: read-only stars, `max` of them (default 5); halves show. Drawn as text stars coloured
 * with Semi's rating variables, one image for assistive technology ("4 of 5 stars").
 *
 * @example
 * // cell: { type: rate, max: 5 }
 */
export function RateCell(props: CellProps) {
  const value = Number(props.value);
  if (props.value === null || props.value === '' || !Number.isFinite(value)) return <TextCell {...props} />;
  const count = Math.max(1, Math.round(props.options.max ?? 5));
  return (
    <span className="jimu-rate" role="img" aria-label={`${value} of ${count} stars`}>
      {Array.from({ length: count }, (_, index) => {
        const fill = starFill(value, index);
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
            key={index}
            className="jimu-rate-star"
            data-fill={fill === 1 ? 'full' : fill > 0 ? 'half' : 'empty'}
            style={{ '--jimu-star-fill': `${fill * 100}%` }}
            aria-hidden
          >
            ★
          </span>
        );
      })}
    </span>
  );
}
