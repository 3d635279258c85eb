import { describe, expect, it } from 'vitest';
import { runCli } from './runCli';

describe('jimu --help', () => {
  it('lists every command, and each command has its own help', async () => {
    const main = await runCli(['--help']);
    expect(main.code).toBe(0);
    for (const name of ['validate', 'build', 'dev', 'serve', 'new']) {
      expect(main.stdout).toContain(name);
      const own = await runCli([name, '--help']);
      expect(own.code).toBe(0);
      expect(own.stdout).toMatch(new RegExp(`Usage: jimu ${name}`));
    }
  });

  it('an unknown command is a usage error (exit 2)', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown command 'frobnicate'/);
  });
});
