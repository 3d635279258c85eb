import type { ReactNode } from 'react';
import { AccessContext } from './AccessContext';
import type { AccessSubject } from './can';

export interface AccessProviderProps {
  subject: AccessSubject;
  children?: ReactNode;
}

/**
 * Hands the current session's subject to the permission checks below it. The app layer feeds
 * it from the session machine, so a logout or role change re-renders every guarded element.
 *
 * @example
 * <AccessProvider subject={{ roles: ['Editor'], permissions: ['read:system'], admin: false }}>
 *   <Toolbar />
 * </AccessProvider>
 */
export function AccessProvider({ subject, children }: AccessProviderProps) {
  return <AccessContext.Provider value={subject}>{children}</AccessContext.Provider>;
}
