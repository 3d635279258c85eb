import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePluginServices } from '../../../runtime/plugin';
import { findRoute } from '../../../runtime/routing';

/** What the demos print about their own route: pattern, params, query, name and meta. */
export interface RouteInfo {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  name?: string;
  meta?: Record<string, unknown>;
}

/**
 * The route this page shows, matched against the user's route table at the page's own location
 * (a kept-alive tab keeps its location while another tab shows).
 */
export function useRouteInfo(): RouteInfo {
  const { pathname, search } = useLocation();
  const { routes } = usePluginServices();
  return useMemo(() => {
    const match = findRoute(routes, pathname);
    const leaf = match?.chain.at(-1);
    return {
      path: leaf?.path ?? pathname,
      params: match?.params ?? {},
      query: Object.fromEntries(new URLSearchParams(search)),
      name: leaf?.name,
      meta: leaf?.meta as Record<string, unknown> | undefined,
    };
  }, [routes, pathname, search]);
}
