import { describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '../../schemas/types.gen';
import { createPageCatalog } from './createPageCatalog';

const form: PageConfig = { kind: 'form', title: 'page.x', schema: { type: 'object' } };

describe('createPageCatalog', () => {
  it('knows the pages it was given at once, kinds included', async () => {
    const catalog = createPageCatalog({ profile: form });
    expect([...catalog.names()]).toEqual(['profile']);
    expect(catalog.kind('profile')).toBe('form');
    expect(catalog.loaded('profile')).toBe(form);
    expect(await catalog.load('profile')).toBe(form);
    expect(await catalog.load('nope')).toBeUndefined();
  });

  it("#12.5 add answers a new catalog with the console half's pages and changes neither the old one nor the manifest", async () => {
    const pages: Record<string, PageConfig> = {};
    const catalog = createPageCatalog(pages);
    const loader = vi.fn(async () => ({ default: form }));
    const more = catalog.add({ users: 'crud' }, { users: loader });
    expect(more).not.toBe(catalog);
    expect([...catalog.names()]).toEqual([]);
    expect([...more.names()]).toEqual(['users']);
    expect(more.kind('users')).toBe('crud');
    expect(more.loaded('users')).toBeUndefined();
    expect(await more.load('users')).toBe(form);
    expect(await more.load('users')).toBe(form);
    expect(more.loaded('users')).toBe(form);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(pages).toEqual({});
  });

  it('loads a config once for concurrent visits, and again after a failed load', async () => {
    let calls = 0;
    const loader = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: form };
    });
    const catalog = createPageCatalog({}).add({ users: 'crud' }, { users: loader });
    await expect(Promise.all([catalog.load('users'), catalog.load('users')])).rejects.toThrow('offline');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await catalog.load('users')).toBe(form);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
