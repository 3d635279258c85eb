import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { loadAndValidate } from '../../scripts/config';
import { dispose, materialise } from './fixtureConfig';

/** Every file of valid-min's config/ and plugins/ that a mutation may touch. */
function configFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|json)$/.test(entry.name)) out.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'config'));
  walk(path.join(root, 'plugins'));
  return out.sort();
}

type Mutation =
  | {
      kind: 'deleteKey' | 'renameKey' | 'changeType' | 'junk' | 'duplicate';
      file: number;
      pick: number;
      value: unknown;
    }
  | { kind: 'truncate'; file: number; at: number }
  | { kind: 'bytes'; file: number; at: number; bytes: Uint8Array }
  | { kind: 'deleteFile'; file: number };

const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
  fc.constantFrom(
    'nowhere/none',
    '/loop',
    'Admin',
    'read:system',
    'route.missing',
    'home',
    '../../etc',
    '__proto__',
  ),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deleteKey', 'renameKey', 'changeType', 'junk', 'duplicate'),
    file: fc.nat(),
    pick: fc.nat(),
    value: junk,
  }) as fc.Arbitrary<Mutation>,
  fc.record({ kind: fc.constant('truncate' as const), file: fc.nat(), at: fc.nat() }),
  fc.record({
    kind: fc.constant('bytes' as const),
    file: fc.nat(),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant('deleteFile' as const), file: fc.nat() }),
);

/** Every (container, key) pair of a parsed document, so a mutation can pick one uniformly. */
function slots(data: unknown): Array<[Record<string, unknown> | unknown[], string | number]> {
  const out: Array<[Record<string, unknown> | unknown[], string | number]> = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value))
      value.forEach((item, i) => {
        out.push([value, i]);
        visit(item);
      });
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        out.push([value as Record<string, unknown>, key]);
        visit(child);
      }
    }
  };
  visit(data);
  return out;
}

function apply(root: string, files: string[], m: Mutation): void {
  const file = path.join(root, files[m.file % files.length]);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return; // deleted by an earlier mutation of the same run
  }
  if (m.kind === 'deleteFile') {
    rmSync(file);
    return;
  }
  if (m.kind === 'truncate') {
    writeFileSync(file, text.slice(0, m.at % (text.length + 1)));
    return;
  }
  if (m.kind === 'bytes') {
    const at = m.at % (text.length + 1);
    const buffer = Buffer.from(text);
    writeFileSync(file, Buffer.concat([buffer.subarray(0, at), Buffer.from(m.bytes), buffer.subarray(at)]));
    return;
  }
  const data = parseDocument(text).toJS() as unknown;
  const all = slots(data);
  if (all.length === 0) return;
  const [container, key] = all[m.pick % all.length];
  const record = container as Record<string | number, unknown>;
  if (m.kind === 'deleteKey') {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete record[key];
  } else if (m.kind === 'renameKey' && !Array.isArray(container)) {
    const suffix = (JSON.stringify(m.value) ?? '').replace(/\W/g, '').slice(0, 3) || 'x';
    record[`${String(key)}${suffix}`] = record[key];
    delete record[key];
  } else if (m.kind === 'changeType') {
    const old = record[key];
    record[key] = typeof old === 'string' ? 42 : typeof old === 'object' ? 'text' : ['list'];
  } else if (m.kind === 'duplicate' && Array.isArray(container)) {
    container.push(structuredClone(container[Number(key)]));
  } else {
    record[key] = m.value;
  }
  writeFileSync(file, file.endsWith('.json') ? JSON.stringify(data) : JSON.stringify(data, null, 1));
}

describe('loadAndValidate under random mutations of valid-min', () => {
  let root: string;
  let files: string[];
  let pristine: Map<string, string>;

  beforeAll(() => {
    root = materialise();
    files = configFiles(root);
    pristine = new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
  });
  afterAll(() => dispose(root));

  // 1000 random configs in four tests of 250: each run rewrites the config files and loads and
  // validates the whole config (about 20 ms idle, several times that on a loaded 2-core machine).
  it.each([1, 2, 3, 4])(
    'never throws and locates every diagnostic (runs %i of 4, 250 each)',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (mutations) => {
          for (const [file, text] of pristine) writeFileSync(path.join(root, file), text);
          for (const m of mutations) apply(root, files, m);
          // How long validation takes is bench:config's budget (a 1,000-page console within 2 s), measured
          // where nothing else runs beside it; a time taken here measures the machine's load.
          const { diagnostics, config } = await loadAndValidate(path.join(root, 'config'));
          for (const d of diagnostics) {
            expect(d.file.length).toBeGreaterThan(0);
            expect(Number.isInteger(d.line) && d.line >= 1).toBe(true);
            expect(Number.isInteger(d.col) && d.col >= 1).toBe(true);
            expect(d.code).toMatch(/^[a-z0-9-]+$/);
            expect(d.message.length).toBeGreaterThan(0);
            expect(d.code).not.toBe('internal-error');
          }
          expect(config === undefined).toBe(diagnostics.some((d) => d.severity === 'error'));
        }),
        { numRuns: 250 },
      );
    },
    60_000,
  );
});
