import { assign, fromPromise, setup } from 'xstate';
import type { Manifest } from '../contract/manifest';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import type { PageCatalog } from './createPageCatalog';

/** What the console knows: the manifest, the plugins' registry and the config pages. */
export interface ConsoleState {
  manifest: Manifest;
  registry: PluginRegistry;
  pages: PageCatalog;
}

export interface ConsoleInput extends ConsoleState {
  /** True when the console half loads later (a build); false when the manifest came whole. */
  split: boolean;
}

export interface ConsoleContext extends ConsoleState {
  split: boolean;
  /** Why the last load failed; the next `console.load` tries again. */
  error?: unknown;
}

/**
 * "Console loaded" as a state screens read (`useSelector(runtime.console, …)`): `boot` holds the
 * boot half (login screen: no routes, no pages, the first-screen plugins), `loading` runs the
 * `loadConsole` actor, `loaded` holds the whole manifest, every plugin and every page, and
 * `failed` keeps the boot half and the error until the next `console.load`. A console whose
 * manifest came whole starts loaded. The actor answers the new state; nothing is changed in place.
 *
 * @example
 * const actor = createActor(consoleMachine.provide({ actors: { loadConsole } }), { input }).start();
 * actor.send({ type: 'console.load' });
 */
export const consoleMachine = setup({
  types: {} as {
    context: ConsoleContext;
    input: ConsoleInput;
    events: { type: 'console.load' };
  },
  actors: {
    loadConsole: fromPromise<ConsoleState, ConsoleState>(async () => {
      throw new Error('consoleMachine: provide the loadConsole actor');
    }),
  },
  guards: { whole: ({ context }) => !context.split },
}).createMachine({
  id: 'console',
  context: ({ input }) => ({ ...input }),
  initial: 'boot',
  states: {
    boot: {
      always: { guard: 'whole', target: 'loaded' },
      on: { 'console.load': 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadConsole',
        input: ({ context }) => ({
          manifest: context.manifest,
          registry: context.registry,
          pages: context.pages,
        }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({ ...event.output, error: undefined })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: { on: { 'console.load': 'loading' } },
    loaded: {},
  },
});
