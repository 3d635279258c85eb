import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAndValidate } from '../../scripts/config';
import { brokenCases, brokenDir, dispose, materialise } from './fixtureConfig';

interface Expected {
  file: string;
  line: number;
  col: number;
  code: string;
}

describe('broken-config corpus (tests/fixtures/broken)', () => {
  const cases = brokenCases();

  it('holds at least 40 cases, each with an expected.json', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it('the base fixture valid-min is valid', async () => {
    const root = materialise();
    try {
      const { diagnostics, config } = await loadAndValidate(path.join(root, 'config'));
      expect(diagnostics).toEqual([]);
      expect(config).toBeDefined();
    } finally {
      dispose(root);
    }
  });

  it.each(cases)('%s reports exactly the expected diagnostics', async (name) => {
    const expected = JSON.parse(
      readFileSync(path.join(brokenDir, name, 'expected.json'), 'utf8'),
    ) as Expected[];
    const root = materialise(name);
    try {
      const { diagnostics, config } = await loadAndValidate(path.join(root, 'config'));
      const actual = diagnostics.map((d) => ({
        file: path.relative(root, path.resolve(d.file)),
        line: d.line,
        col: d.col,
        code: d.code,
      }));
      expect(actual).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      expect(config).toBeUndefined();
      for (const d of diagnostics) expect(d.message.length).toBeGreaterThan(10);
    } finally {
      dispose(root);
    }
  });
});
