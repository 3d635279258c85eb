import { transformSync } from 'esbuild';
import type { RouteChunkMap } from './routeChunks';

/** Minified, without a comment: both scripts are on the first screen's wire, the preloader on the login screen's. */
const minified = (code: string): string => transformSync(code, { minify: true, target: 'es5' }).code;

export interface RoutePreloadInput {
  /** URL (relative to the page) of the route map script, `routeMapScript`'s text. */
  mapFile: string;
  /** URLs (relative to the page) of the files every signed-in route needs (RouteChunkMap.common). */
  common: string[];
  /** localStorage key of the session token: without one the login screen shows, which the entry holds. */
  tokenKey: string;
  /** Login interception off: every route shows without a token. */
  alwaysSignedIn: boolean;
}

/**
 * Text of the small classic script index.html loads beside the entry (`static/routes-<hash>.js`).
 * Signed out, the login screen shows, whose code the entry holds, so it stops there; signed in, it
 * adds the route map script (`routeMapScript`), which preloads the opened route's own files a round
 * later, and preloads the files every signed-in route needs (the console's: the largest). The
 * map grows with every route (4.5 KiB gzip for the sample's hundred), and keeping it out of this
 * script keeps it off the login screen's bytes.
 * Plain ES5 and no inline script, so it runs under a strict CSP and in any browser.
 *
 * @example routePreloadScript({ mapFile: 'static/routemap-AB12.js', common: [], tokenKey: 'admin-token', alwaysSignedIn: false })
 */
export function routePreloadScript(input: RoutePreloadInput): string {
  // Every byte here is on the login screen: names without their folder. The map is requested
  // first: behind a dozen files it would wait for a free connection.
  const folder = sharedFolder(input.common);
  const js = input.common.every((file) => file.endsWith('.js'));
  const names = input.common.map((file) => file.slice(folder.length, js ? -3 : undefined));
  return minified(`(function () {
  var signedIn = ${JSON.stringify(input.alwaysSignedIn)};
  if (!signedIn) {
    try { signedIn = !!window.localStorage.getItem(${JSON.stringify(input.tokenKey)}); } catch (e) { return; }
  }
  if (!signedIn) return;
  var script = document.createElement('script');
  script.src = ${JSON.stringify(input.mapFile)};
  script.async = true;
  document.head.appendChild(script);
  var common = ${JSON.stringify(names)};
  for (var i = 0; i < common.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(folder)} + common[i]${js ? " + '.js'" : ''};
    document.head.appendChild(link);
  }
})();`);
}

/** The longest folder prefix every file shares (`static/chunks/`), so the map lists each name once without it. */
const sharedFolder = (files: string[]): string => {
  if (files.length === 0) return '';
  let prefix = files[0].slice(0, files[0].lastIndexOf('/') + 1);
  for (const file of files)
    while (!file.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  return prefix;
};

/**
 * Text of the route map script (`static/routemap-<hash>.js`) the preloader adds when signed in: it
 * matches the address's hash route against the build's route map and adds a modulepreload link for
 * every file that route needs, all at once — so a deep link's code comes in one round after the
 * entry instead of a chain of imports that each wait for the one before.
 *
 * @example routeMapScript({ files, sets, routes })
 */
export function routeMapScript(map: Omit<RouteChunkMap, 'common'>): string {
  const folder = sharedFolder(map.files);
  const js = map.files.every((file) => file.endsWith('.js'));
  const names = map.files.map((file) => file.slice(folder.length, js ? -3 : undefined));
  return minified(`(function () {
  var files = ${JSON.stringify(names)};
  var sets = ${JSON.stringify(map.sets)};
  var routes = ${JSON.stringify(map.routes)};
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  try { path = decodeURI(path); } catch (e) { return; }
  var set = Object.prototype.hasOwnProperty.call(routes, path) ? routes[path] : undefined;
  if (set === undefined) {
    var parts = path.split('/');
    for (var route in routes) {
      var pattern = route.split('/');
      if (pattern.length !== parts.length) continue;
      var same = true;
      for (var i = 0; i < pattern.length && same; i++) same = pattern[i].charAt(0) === ':' || pattern[i] === parts[i];
      if (same) { set = routes[route]; break; }
    }
  }
  if (set === undefined) return;
  var list = sets[set];
  for (var f = 0; f < list.length; f++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(folder)} + files[list[f]]${js ? " + '.js'" : ''};
    document.head.appendChild(link);
  }
})();`);
}
