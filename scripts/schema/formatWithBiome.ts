import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const biomeBin = fileURLToPath(new URL('../../node_modules/@biomejs/biome/bin/biome', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Formats source text with the project's Biome settings, as if it were the file at `filePath`
 * (relative to the repository root). Generated code goes through the same formatter as hand-written
 * code so that `biome check` passes on it without a special case. Throws when Biome reports a
 * syntax error, with Biome's own message.
 *
 * @example
 * formatWithBiome('export type A = ("x")', 'schemas/types.gen.ts'); // "export type A = 'x';\n"
 */
export function formatWithBiome(source: string, filePath: string): string {
  try {
    return execFileSync(process.execPath, [biomeBin, 'format', `--stdin-file-path=${filePath}`], {
      cwd: repoRoot,
      input: source,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`biome could not format ${filePath}:\n${stderr || stdout || String(error)}`);
  }
}
