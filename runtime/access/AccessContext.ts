import { createContext } from 'react';
import type { AccessSubject } from './can';

/**
 * Nobody: no roles, no permissions, no full access. Used when no provider is mounted so an
 * unwrapped tree hides guarded elements instead of showing them.
 */
export const anonymousSubject: AccessSubject = Object.freeze({ roles: [], permissions: [], admin: false });

/** The subject every `<Permission>` and `usePermission` below a provider checks against. */
export const AccessContext = createContext<AccessSubject>(anonymousSubject);
