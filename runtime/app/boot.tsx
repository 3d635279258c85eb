import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, type Language } from '../i18n';
import { machineMessages } from '../machines';
import type { JimuPlugin } from '../plugin';
import { App } from './App';
import { checkBrowserSupport, showUnsupportedNotice } from './checkBrowserSupport';
import { createRuntime } from './createRuntime';
import type { Manifest } from './manifest';

export interface BootInput {
  manifest: Manifest;
  icons: Record<string, ComponentType>;
  plugins: JimuPlugin[];
  root: HTMLElement;
}

type Table = Record<string, unknown>;

/**
 * Starts the console: checks the browser (LY-13), starts i18n with the runtime's, the machines', the
 * http layer's, the plugins' and the config's strings, wires the services and mounts the app.
 */
export async function boot({ manifest, icons, plugins, root }: BootInput): Promise<void> {
  const missing = checkBrowserSupport(window);
  if (missing.length > 0) {
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
  const i18n = await createI18n({
    config: manifest.i18n as Record<string, Table>,
    extra: [machineMessages as unknown as Record<string, Table>, ...pluginTables],
    language: (manifest.app.defaultLanguage ?? 'zh') as Language,
  });
  const runtime = createRuntime({ manifest, i18n, icons, plugins });
  runtime.session.start();
  createRoot(root).render(<App runtime={runtime} />);
}
