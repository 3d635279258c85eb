import Rating from '@douyinfe/semi-ui/lib/es/rating';
import type { CellProps } from './CellContext';
import { TextCell } from './TextCell';

/**
 * `rate`: read-only stars, `max` of them (default 5); halves show.
 *
 * @example
 * // cell: { type: rate, max: 5 }
 */
export function RateCell(props: CellProps) {
  const value = Number(props.value);
  if (props.value === null || props.value === '' || !Number.isFinite(value)) return <TextCell {...props} />;
  const count = Math.max(1, Math.round(props.options.max ?? 5));
  return <Rating disabled allowHalf size="small" count={count} value={value} />;
}
