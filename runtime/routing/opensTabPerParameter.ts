import { isDetailRoute } from './isDetailRoute';

/** What the rule reads of a route: the router's route and the tabs machine's visit both fit. */
export interface PerParameterRoute {
  name?: string;
  meta: { dynamicNewTab?: boolean };
}

/**
 * Whether a route opens one tab per parameter: routes named detail, Params or Query
 * (any case, as isDetailRoute matches them) and routes with `meta.dynamicNewTab`. The one rule
 * both the tab a navigation makes (tabForRoute) and the key the tabs machine stores
 * (tabKeyOf) follow, so a tab id and its tab key never disagree.
 *
 * @example
 * opensTabPerParameter({ name: 'Detail', meta: {} }); // true
 * opensTabPerParameter({ name: 'Users', meta: { dynamicNewTab: true } }); // true
 */
export function opensTabPerParameter(route: PerParameterRoute): boolean {
  return (
    route.meta.dynamicNewTab === true || (route.name !== undefined && isDetailRoute({ name: route.name }))
  );
}
