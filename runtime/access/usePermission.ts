import { useContext } from 'react';
import { AccessContext } from './AccessContext';
import { can, type RoutePermission } from './can';

/**
 * Whether the subject of the nearest `AccessProvider` satisfies `rule`, for code that
 * must decide rather than hide (disable a button, drop a column).
 *
 * @example
 * const mayDelete = usePermission(['delete:system']);
 * return <Button disabled={!mayDelete}>Delete</Button>;
 */
export function usePermission(rule: RoutePermission | undefined): boolean {
  return can(useContext(AccessContext), rule);
}
