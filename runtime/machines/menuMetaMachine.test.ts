import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { menuMetaMachine } from './menuMetaMachine';

describe('menuMetaMachine (#17.2 run-time menu meta)', () => {
  it('merges changes per route name and keeps other routes apart', () => {
    const actor = createActor(menuMetaMachine).start();
    actor.send({ type: 'menuMeta.change', name: 'DynamicMeta', meta: { badge: 1 } });
    actor.send({ type: 'menuMeta.change', name: 'DynamicMeta', meta: { title: '积木演示' } });
    actor.send({ type: 'menuMeta.change', name: 'Tabs', meta: { dot: true } });
    expect(actor.getSnapshot().context.overrides).toEqual({
      DynamicMeta: { badge: 1, title: '积木演示' },
      Tabs: { dot: true },
    });
  });

  it('an undefined value stays in the override, so it removes the configured one', () => {
    const actor = createActor(menuMetaMachine).start();
    actor.send({ type: 'menuMeta.change', name: 'A', meta: { badge: 3 } });
    actor.send({ type: 'menuMeta.change', name: 'A', meta: { badge: undefined } });
    expect(actor.getSnapshot().context.overrides.A).toHaveProperty('badge', undefined);
    expect('badge' in actor.getSnapshot().context.overrides.A).toBe(true);
  });

  it('reset drops one route, clear drops all, an unknown name changes nothing', () => {
    const actor = createActor(menuMetaMachine).start();
    actor.send({ type: 'menuMeta.change', name: 'A', meta: { badge: 3 } });
    actor.send({ type: 'menuMeta.change', name: 'B', meta: { badge: 4 } });
    const before = actor.getSnapshot().context.overrides;
    actor.send({ type: 'menuMeta.reset', name: 'nobody' });
    expect(actor.getSnapshot().context.overrides).toBe(before);
    actor.send({ type: 'menuMeta.reset', name: 'A' });
    expect(actor.getSnapshot().context.overrides).toEqual({ B: { badge: 4 } });
    actor.send({ type: 'menuMeta.clear' });
    expect(actor.getSnapshot().context.overrides).toEqual({});
  });
});
