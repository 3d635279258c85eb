import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CastSite, countCasts } from './casts';

/**
 * How many type assertions a folder may hold per 1,000 lines (tests included). A cast is a claim
 * the compiler takes on trust; a folder under its limit types its data where it enters (a schema,
 * a typed store, a type guard) instead. `enforced: false` rows are measured and shown, not held
 * yet: the row turns on when its folder is brought under the limit.
 */
const LIMITS = [
  { folder: 'server', perThousand: 8, enforced: true },
  { folder: 'runtime', perThousand: 8, enforced: true },
  { folder: 'plugins', perThousand: 8, enforced: true },
];

describe('countCasts: type assertions found by the TypeScript parser', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jimu-casts-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts `as T` and `<T>x`, keeps `as const` apart, and ignores renames, strings and comments', () => {
    mkdirSync(path.join(dir, 'sub'), { recursive: true });
    writeFileSync(
      path.join(dir, 'a.ts'),
      [
        "import * as fs from 'node:fs';",
        'export { fs as files };',
        'const a = JSON.parse("1") as number;',
        'const b = <string>(a as unknown);',
        "const c = ['x'] as const;",
        "// a comment with x as y in it, and 'a string as well'",
        "export const d = 'a as b' + c;",
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'sub', 'b.tsx'), 'export const e = (null as unknown as string);\n');
    const sites: CastSite[] = [];
    const [count] = countCasts([path.relative(process.cwd(), dir)], sites);
    expect(count).toMatchObject({ files: 2, lines: 8, casts: 5, constAssertions: 1, perThousand: 625 });
    expect(sites.map((site) => `${path.basename(site.file)}:${site.line}`)).toEqual([
      'a.ts:3',
      'a.ts:4',
      'a.ts:4',
      'b.tsx:1',
      'b.tsx:1',
    ]);
  });
});

describe('type assertions per 1,000 lines, by folder', () => {
  for (const { folder, perThousand, enforced } of LIMITS) {
    (enforced ? it : it.skip)(`${folder}/ holds at most ${perThousand} casts per 1,000 lines`, () => {
      const [count] = countCasts([folder]);
      expect(count.lines).toBeGreaterThan(0);
      expect(count.perThousand, `${count.casts} casts in ${count.lines} lines`).toBeLessThanOrEqual(
        perThousand,
      );
    });
  }
});
