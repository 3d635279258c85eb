import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Diagnostic, loadAndValidate } from '../../scripts/config';

// The validator under hostile config — linear time, non-JSON YAML tags refused at their
// line, embedded JSON Schemas checked against the meta-schema.
let work = '';
let counter = 0;
const fixture = 'tests/fixtures/valid-min';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'jimu-hostile-config-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the minimal valid config with one file changed; validated, timed. */
async function validateWith(file: string, change: (text: string) => string) {
  const root = join(work, `c${counter++}`);
  cpSync(fixture, root, { recursive: true });
  const dir = join(root, 'config');
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
  const started = performance.now();
  const result = await loadAndValidate(dir);
  return { ...result, ms: performance.now() - started, dir };
}

const errorsOf = (diagnostics: Diagnostic[], code: string) =>
  diagnostics.filter((d) => d.code === code && d.severity === 'error');

describe('#10.6 the validator under hostile config', () => {
  it('#10.6 time stays linear in the size of the input: 8x the unknown keys costs far less than 64x the time', async () => {
    const extra = (n: number) => (text: string) =>
      `${text}${Array.from({ length: n }, (_, i) => `extraKey${i}: ${i}\n`).join('')}`;
    await validateWith('app.yaml', extra(100));
    const small = await validateWith('app.yaml', extra(2000));
    const large = await validateWith('app.yaml', extra(16000));
    expect(errorsOf(large.diagnostics, 'unknown-key').length).toBe(16000);
    console.log(`#10.6 2,000 extra keys ${Math.round(small.ms)} ms, 16,000 ${Math.round(large.ms)} ms`);
    // Linear is at most 8x (less, with the fixed cost of a run); quadratic would be about 64x.
    expect(large.ms / small.ms).toBeLessThan(16);
    // Validates app.yaml with 100, 2,000 and 16,000 extra keys, each reported: 3.6 s on a loaded 2-core
    // machine (0.8 s for 2,000 keys, 1.6 s for 16,000). At quadratic cost the 16,000-key run would take about
    // 64 times the 2,000-key one, near a minute.
  }, 120_000);

  it('#10.6 YAML tags that make non-JSON values (!!binary, !!set, !!timestamp, custom) are errors at their line', async () => {
    const cases = [
      ['title: !!binary aGVsbG8gd29ybGQ=', '!!binary'],
      ['title: !!set\n  ? a\n  ? b', '!!set'],
      ['title: !!timestamp 2001-12-14', '!!timestamp'],
      ['title: !custom value', '!custom'],
      ['title: !!omap\n  - a: 1', '!!omap'],
    ];
    for (const [yaml, tag] of cases) {
      const result = await validateWith('app.yaml', (text) => text.replace(/^title: .*$/m, yaml));
      const line =
        readFileSync(join(result.dir, 'app.yaml'), 'utf8')
          .split('\n')
          .findIndex((l) => l.startsWith('title:')) + 1;
      const tagErrors = errorsOf(result.diagnostics, 'yaml-tag');
      expect(
        tagErrors.map((d) => d.line),
        tag,
      ).toEqual([line]);
      expect(tagErrors[0].message).toContain(tag);
      expect(result.config).toBeUndefined();
      expect(result.ms, tag).toBeLessThan(10_000);
    }
  });

  it('#10.6 !!binary holding a large buffer is refused without walking it', async () => {
    const payload = Buffer.alloc(2_000_000, 7).toString('base64');
    const result = await validateWith('app.yaml', (text) =>
      text.replace(/^title: .*$/m, `title: !!binary ${payload}`),
    );
    expect(errorsOf(result.diagnostics, 'yaml-tag')).toHaveLength(1);
    expect(result.ms).toBeLessThan(10_000);
  });

  it('#10.6 a page embedding an invalid JSON Schema (type: false, required: "x", minimum: "one") is an error at its line', async () => {
    const schema = '  schema: { type: object, properties: { username: { type: string } } }';
    expect(readFileSync(join(fixture, 'config', 'pages', 'users.yaml'), 'utf8')).toContain(schema);
    const result = await validateWith('pages/users.yaml', (text) =>
      text.replace(
        schema,
        '  schema:\n    type: object\n    required: username\n    properties:\n      username: { type: string }\n      broken: { type: false, minimum: one }',
      ),
    );
    const errors = errorsOf(result.diagnostics, 'form-schema');
    const messages = errors.map((d) => d.message).join('\n');
    expect(messages).toMatch(/\/required must be array/);
    expect(messages).toMatch(/\/properties\/broken\/type must be equal to one of the allowed values/);
    expect(messages).toMatch(/\/properties\/broken\/minimum must be number/);
    const text = readFileSync(join(result.dir, 'pages', 'users.yaml'), 'utf8').split('\n');
    const brokenLine = text.findIndex((l) => l.includes('broken:')) + 1;
    expect(errors.filter((d) => d.message.includes('/broken/')).map((d) => d.line)).toEqual([
      brokenLine,
      brokenLine,
    ]);
    expect(result.config).toBeUndefined();
  });
});
