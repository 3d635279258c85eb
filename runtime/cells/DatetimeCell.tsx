import type { CellProps } from './CellContext';
import { DEFAULT_DATETIME_FORMAT, formatDatetime } from './formatDatetime';
import { TextCell } from './TextCell';
import { toDate } from './toDate';

/**
 * `datetime`: the time in local time by `format` (default YYYY-MM-DD HH:mm:ss); a value that is
 * not a time shows as it is.
 *
 * @example
 * // cell: { type: datetime, format: 'YYYY-MM-DD HH:mm' }
 */
export function DatetimeCell(props: CellProps) {
  const date = toDate(props.value);
  if (!date) return <TextCell {...props} />;
  return (
    <time dateTime={date.toISOString()}>
      {formatDatetime(date, props.options.format ?? DEFAULT_DATETIME_FORMAT)}
    </time>
  );
}
