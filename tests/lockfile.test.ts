import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

// `npm ci` refuses a lock that lacks any optional dependency, even one for another platform. The
// registry reached here serves only some platform builds (e.g. of @biomejs/cli-*), so `npm install`
// can write such a lock; the missing entries are then added by hand with their os/cpu/libc, so npm
// skips them everywhere they do not apply.
describe('package-lock.json', () => {
  it('lists every optional dependency, so a clean `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${key}/node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`])
          missing.push(`${name} (of ${key})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
