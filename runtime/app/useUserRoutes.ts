import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AccessSubject } from '../access';
import { backendRoutes, filterRoutes, type RuntimeRoute } from '../routing';
import { useRuntime } from './RuntimeContext';

export interface UserRoutes {
  subject: AccessSubject;
  /** What this user may see: config routes filtered by role, or the server's routes ('all'). */
  routes: RuntimeRoute[];
  /** Every route before filtering, so the guard can tell 403 from 404 (PM-04). */
  allRoutes: RuntimeRoute[];
}

const CATCH_ALL: RuntimeRoute = {
  path: '*',
  name: 'CatchAll',
  external: false,
  redirect: '/404',
  meta: { title: 'route.notFound' },
};

/**
 * The routes of the signed-in user, rebuilt from the session on every start, reload and account
 * switch — never cached across sessions, so a new account never sees the last one's routes.
 */
export function useUserRoutes(): UserRoutes {
  const runtime = useRuntime();
  const { manifest } = runtime;
  const user = useSelector(runtime.session, (s) => s.context);
  const subject = useMemo<AccessSubject>(
    () => ({ roles: user.roles, permissions: user.permissions, admin: user.admin }),
    [user.roles, user.permissions, user.admin],
  );
  const serverRoutes = user.routes;
  return useMemo(() => {
    const auth = manifest.app.auth ?? {};
    if (auth.authentication === 'all') {
      const { routes } = backendRoutes(serverRoutes, {
        pages: manifest.pages,
        components: runtime.registry.componentRefs(),
      });
      const visible = filterRoutes(routes, subject, { rolesControl: auth.rolesControl ?? true });
      return { subject, routes: [...visible, CATCH_ALL], allRoutes: routes };
    }
    const visible = filterRoutes(manifest.routes, subject, { rolesControl: auth.rolesControl ?? true });
    return { subject, routes: visible, allRoutes: manifest.routes };
  }, [manifest, runtime.registry, serverRoutes, subject]);
}
