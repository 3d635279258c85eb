import { useEffect, useState } from 'react';
import { nextRefreshDelay } from '../lib/nextRefreshDelay';
import { relativeTime } from '../lib/relativeTime';
import type { CellProps } from './CellContext';
import { DEFAULT_DATETIME_FORMAT, formatDatetime } from './formatDatetime';
import { TextCell } from './TextCell';
import { toDate } from './toDate';

/**
 * `relativeTime`: '3 分钟前', '昨天 07:05' … with the exact time as a tooltip. It
 * re-renders exactly when its text changes (`nextRefreshDelay`), not on a polling interval.
 *
 * @example
 * // cell: relativeTime
 */
export function RelativeTimeCell(props: CellProps) {
  const date = toDate(props.value);
  const [now, setNow] = useState(() => new Date());
  const time = date?.getTime();
  useEffect(() => {
    if (time === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), nextRefreshDelay(new Date(time), now));
    return () => clearTimeout(timer);
  }, [time, now]);
  if (!date) return <TextCell {...props} />;
  return (
    <time dateTime={date.toISOString()} title={formatDatetime(date, DEFAULT_DATETIME_FORMAT)}>
      {relativeTime(date, now, props.context.t)}
    </time>
  );
}
