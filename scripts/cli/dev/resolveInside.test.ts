import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from './resolveInside';

describe('resolveInside', () => {
  const root = path.resolve('/srv/build');
  it('names files inside the folder only, whatever the path climbs or escapes', () => {
    expect(resolveInside(root, '/static/main-AB12.js')).toBe(path.join(root, 'static/main-AB12.js'));
    expect(resolveInside(root, '/static/a%20b.js?v=1')).toBe(path.join(root, 'static/a b.js'));
    for (const climb of [
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/static/../../etc/passwd',
      '//etc/passwd',
    ])
      expect(resolveInside(root, climb)).toBe(path.join(root, 'etc/passwd'));
    expect(resolveInside(root, '/')).toBeUndefined();
    expect(resolveInside(root, '/%E0%A4%A')).toBeUndefined();
    expect(resolveInside(root, '/a%00.js')).toBeUndefined();
  });
});
