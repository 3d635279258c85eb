import { transformSync } from 'esbuild';
import type { EarlyCalls } from './earlyCalls';
import type { FirstViewCheck } from './firstView';
import { ROUTE_MAP_ID } from './pageEntry';
import type { RouteChunkMap } from './routeChunks';

/** Minified, without a comment: both scripts are on the first screen's wire, the preloader on the login screen's. */
const minified = (code: string): string => transformSync(code, { minify: true, target: 'es5' }).code;

export interface RoutePreloadInput {
  /** localStorage key of the session token: without one the login screen shows, which the entry holds. */
  tokenKey: string;
  /** Login interception off: every route shows without a token. */
  alwaysSignedIn: boolean;
  /** index.html's markup of the sign-in screen (firstView.ts), shown from here when it fits. */
  firstView?: FirstViewCheck;
}

/**
 * The console's entry, when the preloader starts it instead of index.html (a page with the sign-in
 * screen's markup): its URL and the files it imports, relative to the page.
 */
export interface EntryFiles {
  src: string;
  preloads: string[];
}

/**
 * Text of the small classic script index.html loads (`static/routes-<hash>.js`). On a page that
 * carries the sign-in screen's markup it also starts the console's entry (the route map's `entry`:
 * modulepreload links for the entry's files, then the entry's module script), which index.html
 * then does not name: at once, except on the sign-in screen when it shows the markup, where the
 * code waits until the markup has painted (`firstViewCode`). Signed out, the login screen shows,
 * whose code the entry holds, so it shows index.html's markup of that screen when it fits and stops
 * there. Signed in, it looks the address's hash route up in the route map (`routeMapData`)
 * and adds a modulepreload link for the files every signed-in route needs and for every file of
 * that route, all at once: a deep link's code comes in the round after the page, beside the
 * entry, instead of a chain of imports that each wait for the one before. The route's own files ask
 * for low priority, so the entry's files (which must run first) are not queued behind them on
 * HTTP/1.1's six connections (measured: without it the 20th row came later than with the old
 * chain). Before any of that (the entry too) it sends the calls the first screen waits for
 * (earlyCalls.ts): the user info and, on a list page's address without a query, its first rows,
 * with the stored token; their answers wait in `window.__jimuEarly` until the runtime asks for that
 * very request (runtime/data/earlyAnswers.ts), so they are there when the code that needs them has
 * run. The map is data in the page (not a script of its own, which cost a round, nor part of this
 * script, whose bytes every login screen runs). Plain ES5 and no inline script, so it runs under a
 * strict CSP and in any browser.
 *
 * @example routePreloadScript({ tokenKey: 'admin-token', alwaysSignedIn: false })
 */
export function routePreloadScript(input: RoutePreloadInput): string {
  return minified(`(function () {
  var block = document.getElementById(${JSON.stringify(ROUTE_MAP_ID)});
  var map;
  try { map = JSON.parse(block.textContent); } catch (e) { return; }
  var add = function (href, priority) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    if (priority) link.fetchPriority = priority;
    link.href = href;
    document.head.appendChild(link);
  };
  var started = !map.entry;
  var start = function () {
    if (started) return;
    started = true;
    for (var e = 0; e < map.entry.preloads.length; e++) add(map.entry.preloads[e]);
    var script = document.createElement('script');
    script.type = 'module';
    script.src = map.entry.src;
    ${entryWatchCode(input.firstView)}
    document.head.appendChild(script);
  };
  var signedIn = ${JSON.stringify(input.alwaysSignedIn)};
  if (!signedIn) {
    try { signedIn = !!window.localStorage.getItem(${JSON.stringify(input.tokenKey)}); } catch (e) {}
  }
  if (!signedIn) return ${firstViewCode(input.firstView)};
  var own = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
  var hash = location.hash.replace(/^#/, '');
  var path = hash.split('?')[0] || '/';
  try { path = decodeURI(path); } catch (e) { path = null; }
  var early = map.early;
  var token = null;
  try { token = window.localStorage.getItem(${JSON.stringify(input.tokenKey)}); } catch (e) {}
  // Every browser with AbortController has fetch (each shipped it later); one check covers both.
  if (early && token && window.AbortController) {
    var sent = window.__jimuEarly = [];
    var send = function (call) {
      var headers = {};
      for (var name in call.h) if (own(call.h, name)) headers[name] = call.h[name].split(early.mark).join(token);
      var url = call.u.split(early.mark).join(encodeURIComponent(token));
      var control = new AbortController();
      var answer = window.fetch(url, { headers: headers, signal: control.signal });
      answer['catch'](function () {});
      sent.push({ url: url, headers: headers, at: new Date().getTime(), answer: answer, control: control });
    };
    // A call that cannot be sent (a stored token encodeURIComponent refuses) is the runtime's to make.
    try {
      if (early.user !== undefined) send(early.calls[early.user]);
      if (path !== null && hash.indexOf('?') < 0 && own(early.lists, path)) send(early.calls[early.lists[path]]);
    } catch (e) {}
  }
  start();
  var file = function (index) { return map.folder + map.files[index] + map.suffix; };
  var c;
  for (c = 0; c < map.common.length; c++) add(file(map.common[c]));
  if (path === null) return;
  var routes = map.routes;
  var set = own(routes, path) ? routes[path] : undefined;
  if (set === undefined) {
    var parts = path.split('/');
    for (var route in routes) {
      if (!own(routes, route)) continue;
      var pattern = route.split('/');
      if (pattern.length !== parts.length) continue;
      var same = true;
      for (var i = 0; i < pattern.length && same; i++) same = pattern[i].charAt(0) === ':' || pattern[i] === parts[i];
      if (same) { set = routes[route]; break; }
    }
  }
  if (set === undefined) return;
  var list = map.sets[set];
  for (var f = 0; f < list.length; f++) add(file(list[f]), 'low');
})();`);
}

/**
 * Signed out on the sign-in screen's address, with no other language chosen and no ended session
 * to explain: shows index.html's markup of the screen, with the greeting of the hour (a class and
 * an attribute on the root element, which exists before the body is parsed). Enter or the button
 * on it, before the code runs, is noted on the markup; the screen the code draws then signs in.
 * Leaving the address first hides it. The console's code (`start`) begins once the markup has
 * painted; anywhere else, and without a markup to show, at once. If the code cannot load or does
 * not run, the markup shows its card saying so instead of the form (`entryWatchCode`).
 */
function firstViewCode(check: FirstViewCheck | undefined): string {
  if (!check) return 'start()';
  const json = JSON.stringify;
  const shown = json(` ${check.shownClass}`);
  const onLogin = "location.hash.replace(/^#/, '').split('?')[0] === '/login'";
  return `(function () {
    try {
      var language = window.localStorage.getItem(${json(check.languageKey)});
      if (!(${onLogin}) || (language && language !== ${json(check.language)})) return start();
      if (window.sessionStorage.getItem(${json(check.endKey)})) return start();
    } catch (e) { return start(); }
    var root = document.documentElement;
    root.className += ${shown};
    root.setAttribute(${json(check.greetingAttribute)}, ${json(check.greetingByHour)}.charAt(new Date().getHours()));
    var ask = function (event) {
      var markup = document.getElementById(${json(check.id)});
      var target = event.target;
      if (!markup || !target || !target.closest || !markup.contains(target)) return;
      start();
      if (event.type === 'click' && target.closest(${json(`[${check.reloadAttribute}]`)})) return location.reload();
      if (event.type === 'click' ? target.closest(${json(`[${check.submitAttribute}]`)}) : event.key === 'Enter' && target.tagName === 'INPUT') markup.setAttribute(${json(check.askedAttribute)}, '');
    };
    document.addEventListener('click', ask, true);
    document.addEventListener('keydown', ask, true);
    document.addEventListener('focusin', ask, true);
    window.addEventListener('hashchange', function () {
      if (!(${onLogin})) {
        root.className = root.className.replace(${shown}, '');
        start();
      }
    });
    // The console's code starts once the markup has been painted: fetched and compiled beside it,
    // the code pushed the markup's first paint back by a third. A touch of the markup starts it at
    // once, and so does a second without a reported paint (a tab in the background reports none).
    setTimeout(start, ${FIRST_PAINT_WAIT_MS});
    try {
      new PerformanceObserver(function (list, observer) {
        var entries = list.getEntries();
        for (var p = 0; p < entries.length; p++) if (entries[p].name === 'first-contentful-paint') {
          observer.disconnect();
          start();
        }
      }).observe({ type: 'paint', buffered: true });
    } catch (e) { start(); }
  })()`;
}

/** The longest the console's code waits for the sign-in markup's first paint before it starts. */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Watches the entry script the preloader adds: a page whose console code could not load (the
 * entry or a file it imports failed) or did not run shows the markup's card saying so, with a
 * button to load the page again, instead of a form nothing will take over.
 */
function entryWatchCode(check: FirstViewCheck | undefined): string {
  if (!check) return '';
  const json = JSON.stringify;
  return `var failed = function () {
      var root = document.documentElement;
      if (!root.hasAttribute(${json(check.codeRuns)})) root.className += ${json(` ${check.failedClass}`)};
    };
    script.addEventListener('error', failed);
    script.addEventListener('load', failed);`;
}

/** The longest folder prefix every file shares (`static/chunks/`), so the map lists each name once without it. */
const sharedFolder = (files: string[]): string => {
  if (files.length === 0) return '';
  let prefix = files[0].slice(0, files[0].lastIndexOf('/') + 1);
  for (const file of files)
    while (!file.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  return prefix;
};

/** The early calls as the preloader reads them: each call once (`u` URL, `h` headers), named by its index. */
function earlyData({ mark, user, lists }: EarlyCalls & { mark: string }) {
  const calls: { u: string; h: Record<string, string> }[] = [];
  const keys = new Map<string, number>();
  const index = (call: { url: string; headers: Record<string, string> }): number => {
    const key = JSON.stringify(call);
    let at = keys.get(key);
    if (at === undefined) {
      at = calls.push({ u: call.url, h: call.headers }) - 1;
      keys.set(key, at);
    }
    return at;
  };
  return {
    mark,
    calls,
    user: user && index(user),
    lists: Object.fromEntries(Object.entries(lists).map(([path, call]) => [path, index(call)])),
  };
}

/**
 * The route map as the JSON the preloader reads from index.html's data block: each file named once
 * (without the shared folder and `.js`), the files every signed-in route needs (`common`), the sets
 * of files routes share, and each route's set. `<` is escaped, so the text cannot end its block.
 *
 * @example routeMapData(routeChunks); // '{"folder":"static/chunks/","suffix":".js","files":[…],…}'
 */
export function routeMapData(
  map: RouteChunkMap,
  early?: EarlyCalls & { mark: string },
  entry?: EntryFiles,
): string {
  const all = [...new Set([...map.common, ...map.files])];
  const folder = sharedFolder(all);
  const suffix = all.every((file) => file.endsWith('.js')) ? '.js' : '';
  const names = all.map((file) => file.slice(folder.length, suffix ? -suffix.length : undefined));
  const index = new Map(all.map((file, i) => [file, i]));
  const data = {
    folder,
    suffix,
    files: names,
    common: map.common.map((file) => index.get(file)),
    sets: map.sets.map((set) => set.map((i) => index.get(map.files[i] as string))),
    routes: map.routes,
    early: early && earlyData(early),
    entry,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
