import type { ReactNode } from 'react';
import type { RoutePermission } from './can';
import { usePermission } from './usePermission';

export interface PermissionProps {
  rule: RoutePermission | undefined;
  /** Shown instead of the children when denied; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children only when the current subject satisfies `rule`; otherwise the element
 * is absent from the DOM, not merely hidden, so a denied action cannot be clicked.
 *
 * @example
 * <Permission rule={{ permissions: ['write:system'] }}>
 *   <Button>Edit</Button>
 * </Permission>
 */
export function Permission({ rule, fallback = null, children }: PermissionProps) {
  return <>{usePermission(rule) ? children : fallback}</>;
}
