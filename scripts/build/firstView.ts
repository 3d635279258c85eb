import path from 'node:path';
import * as esbuild from 'esbuild';
import type { LoginView, LoginViewInput } from '../../runtime/app/renderLoginView';
import { SESSION_END_KEY } from '../../runtime/app/sessionEnd';
import type { Manifest } from '../../runtime/contract/manifest';
import { languageOf } from '../../runtime/lib/language';
import { settingsKeys } from '../../runtime/machines/settingsContext';
import {
  CODE_RUNS,
  FAILED_CARD,
  FIRST_VIEW_ASKED,
  FIRST_VIEW_FAILED,
  FIRST_VIEW_GREETING,
  FIRST_VIEW_ID,
  FIRST_VIEW_SHOWN,
  FIRST_VIEW_SUBMIT,
  RELOAD_BUTTON,
} from '../../runtime/pages/firstView';
import { cssInjectionPlugin } from './cssInjectionPlugin';

/** What index.html carries of the sign-in screen (indexHtml.ts). */
export interface FirstViewHtml {
  id: string;
  markup: string;
  /** Its stylesheets, and the rules that hide it until the preloader shows it. */
  css: string;
}

/** What the route preloader needs to decide whether the markup may show (routePreloadScript.ts). */
export interface FirstViewCheck {
  /** The language it is in; a visitor who chose another sees the screen the code draws. */
  language: string;
  /** localStorage entry of the chosen language. */
  languageKey: string;
  /** sessionStorage entry of why the last session ended: the screen the code draws says so. */
  endKey: string;
  /** For each hour 0–23, the index of its greeting (a digit). */
  greetingByHour: string;
  /** The markup's element id, the root element's class and attribute while it shows. */
  id: string;
  shownClass: string;
  greetingAttribute: string;
  /** The markup's sign-in button's attribute, and the one noting a request to sign in. */
  submitAttribute: string;
  askedAttribute: string;
  /** The root element's attribute once the console's code runs, its class when it never did. */
  codeRuns: string;
  failedClass: string;
  /** The markup's button that loads the page again. */
  reloadAttribute: string;
}

export interface FirstView {
  html: FirstViewHtml;
  check: FirstViewCheck;
}

type Renderer = (input: LoginViewInput) => Promise<LoginView>;

/** The renderer of each runtime folder, bundled once per process: it is the runtime's code, not the config's. */
const renderers = new Map<string, Promise<Renderer>>();

/** Bundles runtime/app/renderLoginView.tsx for this process (React's server renderer included). */
async function loadRenderer(root: string): Promise<Renderer> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'runtime/app/renderLoginView.tsx')],
    bundle: true,
    format: 'esm',
    // The browser builds of the packages (react-dom/server's among them): no Node built-in to resolve.
    platform: 'browser',
    target: ['node20'],
    jsx: 'automatic',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [cssInjectionPlugin(root, true)],
  });
  const code = result.outputFiles[0].text;
  // A module of its own, not a file: nothing to clean up, nothing another build could overwrite.
  const loaded = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return loaded.renderLoginView as Renderer;
}

/**
 * The sign-in screen of `manifest` as markup for index.html, in its default language, with what
 * the route preloader checks before it shows it. None for a console without a sign-in
 * (login interception off). The markup shows once the page and the preloader have arrived, before
 * the console's code has arrived and run (docs/deployment.md gives the measurement); the screen the
 * code then draws takes over what was typed (runtime/pages/firstView.ts).
 *
 * @example const view = await renderFirstView(root, manifest);
 */
export async function renderFirstView(root: string, manifest: Manifest): Promise<FirstView | undefined> {
  if (manifest.app.auth?.loginInterception === false) return undefined;
  const loading = renderers.get(root) ?? loadRenderer(root);
  renderers.set(root, loading);
  const render = await loading.catch((error: unknown) => {
    renderers.delete(root);
    throw error;
  });
  const language = languageOf(manifest.app.defaultLanguage);
  const view = await render({ config: manifest.i18n, language, siteTitle: manifest.app.title });
  const greetings = new Set(view.greetingByHour);
  const id = `#${FIRST_VIEW_ID}`;
  const rules = [
    `html:not(.${FIRST_VIEW_SHOWN}) ${id}{display:none}`,
    `${id} [data-greeting]{display:none}`,
    `${id} [${FAILED_CARD}]{display:none}`,
    `.${FIRST_VIEW_FAILED} ${id} > :not([${FAILED_CARD}]){display:none}`,
    `.${FIRST_VIEW_FAILED} ${id} [${FAILED_CARD}]{display:flex}`,
    ...[...greetings].map(
      (at) => `[${FIRST_VIEW_GREETING}="${at}"] ${id} [data-greeting="${at}"]{display:inline}`,
    ),
  ];
  return {
    html: { id: FIRST_VIEW_ID, markup: view.markup, css: [...view.styles, ...rules].join('\n') },
    check: {
      language,
      languageKey: settingsKeys().language,
      endKey: SESSION_END_KEY,
      greetingByHour: view.greetingByHour,
      id: FIRST_VIEW_ID,
      shownClass: FIRST_VIEW_SHOWN,
      greetingAttribute: FIRST_VIEW_GREETING,
      submitAttribute: FIRST_VIEW_SUBMIT,
      askedAttribute: FIRST_VIEW_ASKED,
      codeRuns: CODE_RUNS,
      failedClass: FIRST_VIEW_FAILED,
      reloadAttribute: RELOAD_BUTTON,
    },
  };
}
