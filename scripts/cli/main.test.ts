import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { USAGES } from './usages';

// A command's code must not be needed for its help: importing any of them here fails the test.
vi.mock('./validateCommand', () => {
  throw new Error('validateCommand was loaded for --help');
});
vi.mock('./buildCommand', () => {
  throw new Error('buildCommand was loaded for --help');
});
vi.mock('./devCommand', () => {
  throw new Error('devCommand was loaded for --help');
});
vi.mock('./serveCommand', () => {
  throw new Error('serveCommand was loaded for --help');
});
vi.mock('./newCommand', () => {
  throw new Error('newCommand was loaded for --help');
});

// Test files share their worker's modules: main is imported afresh, so that a command another file
// loaded first is not there already, and dropped after, so that no later file gets the mocks.
vi.resetModules();
const { main } = await import('./main');
afterAll(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

describe('jimu <command> --help', () => {
  it('prints the help of every command without loading the command', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => printed.push(text));
    for (const name of Object.keys(USAGES) as (keyof typeof USAGES)[]) {
      expect(await main([name, '--help'])).toBe(0);
      expect(printed.pop()).toBe(USAGES[name]);
    }
  });
});
