import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentReferences, REFERENCE } from './commentReferences';

const tracked = (...folders: string[]) =>
  execFileSync('git', ['ls-files', ...folders], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

describe('comments state the rule, not a pointer to a document elsewhere', () => {
  it('finds a pointer in a comment and not in code or strings', () => {
    expect(REFERENCE.test('see §5.6')).toBe(true);
    expect(REFERENCE.test('token refresh, SE-07')).toBe(true);
    expect(REFERENCE.test('item #14.3')).toBe(true);
    expect(REFERENCE.test('UTF-8 and ISO-8859 and H264')).toBe(false);
  });

  it('no comment in the code, tests, config or schemas carries one', () => {
    const files = tracked('runtime', 'plugins', 'server', 'scripts', 'tests', 'config', 'schemas', 'bin');
    const found = files.flatMap((file) => commentReferences(file)).map((ref) => `${ref.file}:${ref.line}`);
    expect(found).toEqual([]);
  });

  it('no schema description carries one (they are shown to integrators)', () => {
    const found = tracked('schemas')
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => line.includes('"description"') && REFERENCE.test(line)),
      )
      .map(({ at }) => at);
    expect(found).toEqual([]);
  });
});
