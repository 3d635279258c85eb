import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testCrudPage, testManifest } from '../contract/testManifest';
import { createPluginRegistry } from '../plugin/createPluginRegistry';
import { type ConsoleState, consoleMachine } from './consoleMachine';
import { createPageCatalog } from './createPageCatalog';

const boot = testManifest();
const start = (split: boolean, load: (state: ConsoleState) => Promise<ConsoleState>) =>
  createActor(consoleMachine.provide({ actors: { loadConsole: fromPromise(({ input }) => load(input)) } }), {
    input: { manifest: boot, registry: createPluginRegistry([]), pages: createPageCatalog({}), split },
  }).start();
const loadedState = (state: ConsoleState): ConsoleState => ({
  ...state,
  manifest: {
    ...state.manifest,
    routes: [{ path: '/', name: 'Home', external: false, meta: { title: 'route.home' } }],
  },
  pages: state.pages.add({ users: 'crud' }, { users: async () => ({ default: testCrudPage() }) }),
});

describe('#12.5 consoleMachine: console loaded is a state, read not mutated', () => {
  it('starts with the boot half and holds a new manifest and catalog once loaded', async () => {
    const actor = start(true, async (state) => loadedState(state));
    const before = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('boot');
    actor.send({ type: 'console.load' });
    expect(actor.getSnapshot().value).toBe('loading');
    const after = (await waitFor(actor, (s) => s.matches('loaded'))).context;
    expect(after.manifest.routes.map((r) => r.name)).toEqual(['Home']);
    expect([...after.pages.names()]).toEqual(['users']);
    expect(before.manifest.routes).toEqual([]);
    expect([...before.pages.names()]).toEqual([]);
  });

  it('keeps the boot half after a failed load and loads again on the next console.load', async () => {
    let calls = 0;
    const actor = start(true, async (state) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return loadedState(state);
    });
    actor.send({ type: 'console.load' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toMatchObject({ message: 'offline' });
    expect(failed.context.manifest).toBe(boot);
    actor.send({ type: 'console.load' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.error).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('starts loaded when the manifest came whole, and ignores console.load then', () => {
    let calls = 0;
    const actor = start(false, async (state) => {
      calls += 1;
      return state;
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'console.load' });
    expect(calls).toBe(0);
  });
});
