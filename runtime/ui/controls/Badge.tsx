import type { ReactNode } from 'react';
import './controls.css';

export interface BadgeProps {
  /** The number shown; nothing shows for 0 or undefined. */
  count?: number;
  /** Counts above it show as `${overflow}+` (Semi's overflowCount). */
  overflow?: number;
  children: ReactNode;
}

/**
 * A red count on the top right corner of its child (the look of Semi's danger Badge). The count
 * is hidden from screen readers: the control it sits on names the number itself.
 *
 * @example <Badge count={errors}><IconButton label={`错误日志 (${errors})`} … /></Badge>
 */
export function Badge({ count, overflow = 99, children }: BadgeProps) {
  return (
    <span className="jimu-badge">
      {children}
      {count ? (
        <span className="jimu-badge-count" aria-hidden="true">
          {count > overflow ? `${overflow}+` : count}
        </span>
      ) : null}
    </span>
  );
}
