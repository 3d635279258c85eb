import { describe, expect, it } from 'vitest';
import { createResourceRegistry } from './resourceRegistry';
import { SAMPLE_RESOURCES } from './resources';

describe('the envelope resources of one server', () => {
  it("starts with the sample's own and adds a plugin's; another registry never sees them", () => {
    const first = createResourceRegistry();
    const second = createResourceRegistry();
    first.register({ board: { collection: 'boards' } }, 'workbench');
    expect(first.get('board')).toEqual({ collection: 'boards' });
    expect(first.get('userManagement')).toBe(SAMPLE_RESOURCES.userManagement);
    expect(second.get('board')).toBeUndefined();
    expect(second.served()).not.toContain('board');
    expect(Object.keys(SAMPLE_RESOURCES)).not.toContain('board');
  });

  it('a name served by another spec is an error naming the plugin, the resource and its collection; the same spec again is not', () => {
    const resources = createResourceRegistry();
    const board = { collection: 'boards' };
    resources.register({ board }, 'workbench');
    expect(() => resources.register({ board }, 'workbench')).not.toThrow();
    expect(() => resources.register({ board: { collection: 'cards' } }, 'kanban')).toThrow(
      "plugin kanban: the envelope resource 'board' is already served (collection boards)",
    );
    expect(() => resources.register({ goods: { collection: 'goods' } }, 'shop')).toThrow(
      "plugin shop: the envelope resource 'goods' is already served (collection goods)",
    );
    expect(resources.get('board')).toBe(board);
  });

  it('never serves one over sessions, nor one over users unless it hides the password', () => {
    const resources = createResourceRegistry();
    resources.register(
      {
        tokens: { collection: 'Sessions' },
        people: { collection: 'users' },
        members: { collection: 'users', secret: ['password'] },
      },
      'example',
    );
    const served = resources.served();
    expect(served).toEqual(expect.arrayContaining(['table', 'userManagement', 'members']));
    expect(served).not.toContain('tokens');
    expect(served).not.toContain('people');
    expect(resources.get('people')).toEqual({ collection: 'users' });
  });

  it('iterates every resource with its spec, in the order they were served', () => {
    const resources = createResourceRegistry({ table: { collection: 'table' } });
    resources.register({ orders: { collection: 'orders' } }, 'workbench');
    expect([...resources]).toEqual([
      ['table', { collection: 'table' }],
      ['orders', { collection: 'orders' }],
    ]);
  });

  it("the sample's own table is read-only", () => {
    expect(Object.isFrozen(SAMPLE_RESOURCES)).toBe(true);
  });
});
