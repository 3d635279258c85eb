import './firstStyles';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import type { Manifest } from '../contract/manifest';
import { loadChunk } from '../data/loadChunk';
import { createI18n } from '../i18n/createI18n';
import { afterFirstView, IDLE_MARK } from '../lib/whenPageIdle';
import { machineMessages } from '../machines/messages';
import { settingsMachine } from '../machines/settingsMachine';
import { dismissFirstView, markCodeRuns } from '../pages/firstView';
import type { JimuPlugin } from '../plugin/definePlugin';
import { preloadPopups } from '../ui/controls/floatingUi';
import { App } from './App';
import { checkBrowserSupport, showUnsupportedNotice } from './checkBrowserSupport';
import type { ConsoleParts } from './createConsole';
import { createRuntime } from './createRuntime';

export interface BootInput {
  /** The boot half of the manifest (or the whole of it, when `loadConsole` is left out). */
  manifest: Manifest;
  /** Loads the console half of the manifest and the plugins (`jimu:console`, `jimu:plugins`). */
  loadConsole?: () => Promise<ConsoleParts>;
  /** Plugins bundled with the first screen; a build loads them with `loadConsole` instead. */
  plugins?: JimuPlugin[];
  root: HTMLElement;
}

/**
 * Starts the console: checks the browser, starts i18n with the runtime's, the machines', the
 * http layer's, the plugins' and the config's strings, wires the services and mounts the app.
 */
export async function boot({ manifest, loadConsole, plugins = [], root }: BootInput): Promise<void> {
  markCodeRuns(root.ownerDocument);
  const missing = checkBrowserSupport(window);
  if (missing.length > 0) {
    // Nothing will take over index.html's sign-in screen: the notice stands instead of it.
    dismissFirstView();
    showUnsupportedNotice(
      root,
      '您的浏览器版本过低，部分功能无法使用 / Your browser is too old for this console',
      missing,
    );
    return;
  }
  const pluginTables = plugins
    .filter((p) => p.locales)
    .map((p) =>
      Object.fromEntries(Object.entries(p.locales ?? {}).map(([lang, table]) => [lang, { [p.name]: table }])),
    );
  const settings = createActor(settingsMachine, {
    input: {
      theme: manifest.theme,
      storage: window.localStorage,
      defaultLanguage: manifest.app.defaultLanguage,
      width: window.innerWidth,
    },
  }).start();
  const i18n = await createI18n({
    config: manifest.i18n,
    extra: [machineMessages, ...pluginTables],
    language: settings.getSnapshot().context.language,
  });
  const runtime = createRuntime({ manifest, i18n, plugins, settings, loadConsole });
  runtime.errorLog.start();
  // Runtime errors anywhere go to the error log with the route they happened on.
  window.addEventListener('error', (event) =>
    runtime.errorLog.send({
      type: 'errorLog.add',
      url: runtime.currentPath(),
      message: event.message,
      stack: event.error instanceof Error ? event.error.stack : undefined,
    }),
  );
  window.addEventListener('unhandledrejection', (event) => {
    const error = event.reason instanceof Error ? event.reason : new Error(String(event.reason));
    runtime.errorLog.send({
      type: 'errorLog.add',
      url: runtime.currentPath(),
      message: error.message,
      stack: error.stack,
    });
  });
  window.addEventListener('resize', () =>
    settings.send({ type: 'settings.deviceChange', width: window.innerWidth }),
  );
  // Without login interception the console shows at once, to a virtual user (no user info call).
  if (manifest.app.auth?.loginInterception === false) await runtime.loadConsole();
  runtime.session.start();
  createRoot(root).render(<App runtime={runtime} />);
  // Production builds cache their assets; a new version shows a notice, then reloads. The
  // precache waits until the first screen is done with the network, never competing with it; so
  // does the popups' positioning code, there before the first menu or tooltip opens.
  // The worker's registration is code of its own, loaded then: no first screen carries it.
  void afterFirstView(Number.POSITIVE_INFINITY).then(() => {
    performance.mark(IDLE_MARK);
    loadChunk(() => import('./registerServiceWorker')).then(
      (m) => m.registerServiceWorker(),
      () => undefined,
    );
    preloadPopups();
  });
}
