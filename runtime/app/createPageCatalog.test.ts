import { describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '../../schemas/types.gen';
import { createPageCatalog } from './createPageCatalog';

const form = { kind: 'form', title: 'page.x', schema: { type: 'object' } } as unknown as PageConfig;

describe('createPageCatalog', () => {
  it('knows the pages it was given at once, kinds included', async () => {
    const catalog = createPageCatalog({ profile: form });
    expect([...catalog.names()]).toEqual(['profile']);
    expect(catalog.kind('profile')).toBe('form');
    expect(await catalog.load('profile')).toBe(form);
    expect(await catalog.load('nope')).toBeUndefined();
  });

  it("adds the console half's pages by kind and loads each config once, keeping it", async () => {
    const pages: Record<string, PageConfig> = {};
    const catalog = createPageCatalog(pages);
    const before = catalog.names();
    const loader = vi.fn(async () => ({ default: form }));
    catalog.add({ users: 'crud' }, { users: loader });
    expect(catalog.names()).not.toBe(before);
    expect([...catalog.names()]).toEqual(['users']);
    expect(catalog.kind('users')).toBe('crud');
    expect(await catalog.load('users')).toBe(form);
    expect(await catalog.load('users')).toBe(form);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(pages.users).toBe(form);
  });
});
