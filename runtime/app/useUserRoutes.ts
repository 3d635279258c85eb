import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { AccessSubject } from '../access/can';
import { applyMenuMeta } from '../routing/applyMenuMeta';
import { type BackendRouteError, backendRoutes } from '../routing/backendRoutes';
import { filterRoutes } from '../routing/filterRoutes';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
import { useRuntime } from './RuntimeContext';

export interface UserRoutes {
  /** Server routes naming components nobody registered ('all' mode): shown as placeholders and logged. */
  unresolved: BackendRouteError[];
  subject: AccessSubject;
  /** What this user may see: config routes filtered by role, or the server's routes ('all'). */
  routes: RuntimeRoute[];
  /** Every route before filtering, so the guard can tell 403 from 404. */
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
 * The session's run-time meta overrides (`runtime.menuMeta`) are laid over them, so the
 * menu, breadcrumb, tab and document title all read the changed meta.
 */
export function useUserRoutes(): UserRoutes {
  const runtime = useRuntime();
  const { manifest, registry, pages } = useSelector(runtime.console, (s) => s.context);
  const user = useSelector(runtime.session, (s) => s.context);
  const subject = useMemo<AccessSubject>(
    () => ({ roles: user.roles, permissions: user.permissions, admin: user.admin }),
    [user.roles, user.permissions, user.admin],
  );
  const serverRoutes = user.routes;
  const overrides = useSelector(runtime.menuMeta, (s) => s.context.overrides);
  const pageNames = pages.names();
  const result = useMemo<UserRoutes>(() => {
    const auth = manifest.app.auth ?? {};
    if (auth.authentication === 'all') {
      const { routes, errors } = backendRoutes(serverRoutes, {
        pages: pageNames,
        components: registry.componentRefs(),
      });
      const visible = filterRoutes(routes, subject, { rolesControl: auth.rolesControl ?? true });
      const shown = applyMenuMeta(visible, overrides);
      return { subject, routes: [...shown, CATCH_ALL], allRoutes: routes, unresolved: errors };
    }
    const visible = filterRoutes(manifest.routes, subject, { rolesControl: auth.rolesControl ?? true });
    return { subject, routes: applyMenuMeta(visible, overrides), allRoutes: manifest.routes, unresolved: [] };
  }, [manifest, registry, pageNames, serverRoutes, subject, overrides]);
  // Every unknown component of a server route is written to the error log once per route list.
  useEffect(() => {
    for (const error of result.unresolved) {
      runtime.errorLog.send({ type: 'errorLog.add', url: error.path, message: error.message });
    }
  }, [result.unresolved, runtime.errorLog]);
  return result;
}
