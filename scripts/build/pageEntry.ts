/** Id of the data block in index.html that holds the route map (routePreloadScript.ts `routeMapData`). */
export const ROUTE_MAP_ID = 'jimu-routes';

/**
 * The entry a build's index.html starts: its module script, or, on a page with the sign-in
 * screen's markup, the one its route preloader starts (the route map's `entry`; the
 * text of index.html or of its route map's data block).
 *
 * @example entryOf('<script type="module" src="static/main-AB12.js"></script>') // 'static/main-AB12.js'
 */
export function entryOf(html: string): string {
  return (
    /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ??
    /"entry":\{"src":"([^"]+)"/.exec(html)?.[1] ??
    ''
  );
}
