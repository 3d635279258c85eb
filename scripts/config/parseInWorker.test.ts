import { describe, expect, it } from 'vitest';
import { parseInWorker } from './parseInWorker';

describe('parseInWorker', () => {
  it('returns data for clean texts and "not clean" for errors, warnings or repeated keys, in order', async () => {
    const answers = await parseInWorker([
      'a: 1\nb: [x, y]\n',
      'a: [1\n',
      'a: 1\na: 2\n',
      'routes:\n  - path: /\n',
    ]);
    expect(answers).toEqual([
      { clean: true, data: { a: 1, b: ['x', 'y'] } },
      { clean: false },
      { clean: false },
      { clean: true, data: { routes: [{ path: '/' }] } },
    ]);
  });
});
