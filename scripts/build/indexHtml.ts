import type { FirstViewHtml } from './firstView';

/** Inputs of the page shell written to dist/index.html. */
export interface IndexHtmlInput {
  title: string;
  lang: string;
  /** URLs (relative to the page) of the entry's JS and CSS and of chunks worth preloading. */
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** The route preloader (routePreloadScript.ts): a classic script, loaded beside the entry. */
  preloadScript?: string;
  /** The route map it reads (`routeMapData`, JSON with `<` escaped), as a data block of the page. */
  routeMap?: { id: string; json: string };
  /** Extra script URLs (the dev reload client). */
  extraScripts?: string[];
  /** Classic script for browsers without ES modules. */
  nomoduleScript?: string;
  /** The sign-in screen's markup and styles (firstView.ts), hidden until the preloader shows it. */
  firstView?: FirstViewHtml;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The HTML page that boots the console. It holds no inline script (a strict CSP can forbid them; the
 * route map is a JSON data block, which no browser runs) and a `noscript` text for browsers with
 * JavaScript off. With a first view, the sign-in screen's markup comes before the console's root,
 * its styles in the head (the same rules the code injects, as the console's styles always are).
 *
 * @example renderIndexHtml({ title: '积木工作台', lang: 'zh', scripts: ['static/main-AB12.js'], styles: [], preloads: [] })
 */
export function renderIndexHtml(input: IndexHtmlInput): string {
  const lines = [
    '<!doctype html>',
    `<html lang="${input.lang === 'zh' ? 'zh-CN' : escapeHtml(input.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(input.title)}</title>`,
    // The data block comes first: the async preloader may run before the parser reaches anything after it.
    ...(input.routeMap
      ? [
          `<script type="application/json" id="${escapeHtml(input.routeMap.id)}">${input.routeMap.json}</script>`,
        ]
      : []),
    ...(input.preloadScript ? [`<script src="${escapeHtml(input.preloadScript)}" async></script>`] : []),
    ...input.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Rendered by React from the config's own strings, so already escaped; `</` cannot end the style.
    ...(input.firstView ? [`<style>${input.firstView.css.replace(/<\//g, '<\\/')}</style>`] : []),
    ...input.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...input.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    ...(input.extraScripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`),
    ...(input.nomoduleScript
      ? [`<script nomodule src="${escapeHtml(input.nomoduleScript)}" defer></script>`]
      : []),
    '</head>',
    '<body>',
    ...(input.firstView
      ? [`<div id="${escapeHtml(input.firstView.id)}">${input.firstView.markup}</div>`]
      : []),
    '<div id="app"></div>',
    '<noscript>This console needs JavaScript. 本系统需要启用 JavaScript。</noscript>',
    '</body>',
    '</html>',
    '',
  ];
  return lines.join('\n');
}
