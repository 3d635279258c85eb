import type { i18n as I18n } from 'i18next';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import type { ConsoleManifest, Manifest, PageLoaders } from '../contract/manifest';
import { addStrings } from '../i18n/addStrings';
import { createPluginRegistry } from '../plugin/createPluginRegistry';
import type { JimuPlugin } from '../plugin/definePlugin';
import { type ConsoleState, consoleMachine } from './consoleMachine';
import { createPageCatalog } from './createPageCatalog';
import { mergeConsoleManifest } from './mergeConsoleManifest';

/** What loads with the signed-in user: the manifest's console half, the plugins, the page loaders. */
export interface ConsoleParts {
  manifest: ConsoleManifest;
  plugins: JimuPlugin[];
  pages: PageLoaders;
  /** The runtime's string tables (per language) that only the console's screens use: the config pages', the shell's. */
  locales?: Readonly<Record<string, object>>[];
}

export interface ConsoleOptions {
  /** The boot half of the manifest (or the whole of it, without `loadParts`). */
  manifest: Manifest;
  /** The plugins bundled with the first screen. */
  plugins: JimuPlugin[];
  i18n: I18n;
  /** Loads the console half; without it the manifest is taken as whole. */
  loadParts?: () => Promise<ConsoleParts>;
}

/** The console state actor, and the one way to ask for the console half. */
export interface Console {
  actor: ActorRefFrom<typeof consoleMachine>;
  /** Resolves once the console is loaded (loading it on the first call, again after a failure); rejects with the load's error. */
  load(): Promise<void>;
}

/**
 * Starts the console state (`consoleMachine`) over the boot half. Loading the console half answers
 * a new state: the merged manifest, a registry with every plugin (a duplicate plugin name rejects,
 * so the sign-in fails visibly) and a catalog with every page. The strings that come with it (the
 * config's, the config pages', the plugins') are registered with i18next here, once, before any
 * screen sees the loaded state; a plugin's screen strings here too, as its first screen loads.
 *
 * @example const console = createConsole({ manifest, plugins, i18n, loadParts }); await console.load();
 */
export function createConsole(options: ConsoleOptions): Console {
  const { manifest, plugins, i18n, loadParts } = options;
  // A plugin's screen strings, registered as its first screen loads, before that screen renders.
  const registerLocales = (tables: Readonly<Record<string, object>>) => addStrings(i18n, tables);
  const loadConsole = fromPromise<ConsoleState, ConsoleState>(async ({ input }) => {
    if (!loadParts) return input;
    const parts = await loadParts();
    const registry = createPluginRegistry([...plugins, ...parts.plugins], { registerLocales });
    for (const tables of [parts.manifest.i18n, ...(parts.locales ?? []), registry.locales()])
      addStrings(i18n, tables);
    return {
      manifest: mergeConsoleManifest(input.manifest, parts.manifest),
      registry,
      pages: input.pages.add(parts.manifest.pageKinds, parts.pages),
    };
  });
  const actor = createActor(consoleMachine.provide({ actors: { loadConsole } }), {
    input: {
      manifest,
      registry: createPluginRegistry(plugins, { registerLocales }),
      pages: createPageCatalog(manifest.pages),
      split: loadParts !== undefined,
    },
  }).start();
  return {
    actor,
    load: async () => {
      actor.send({ type: 'console.load' });
      const settled = await waitFor(actor, (s) => s.matches('loaded') || s.matches('failed'), {
        timeout: Number.POSITIVE_INFINITY,
      });
      if (settled.matches('failed')) throw settled.context.error;
    },
  };
}
