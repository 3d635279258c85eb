/**
 * The encodings a production build writes beside each text file (`main-X.js.br`, `main-X.js.gz`),
 * best first, with the file extension each one adds. A server that finds one sends it as it is,
 * with `Content-Encoding`, instead of compressing the file on every request.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** The encodings of {@link PRECOMPRESSED}. */
export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * true for a precompressed copy (`.br`, `.gz`): never an asset of its own, so lists of the build's
 * files (the service worker's precache, benches, tests) skip it and the server never serves it by
 * its own name.
 *
 * @example readdirSync('dist/static').filter((name) => !isPrecompressedSibling(name));
 */
export function isPrecompressedSibling(file: string): boolean {
  return PRECOMPRESSED.some(({ extension }) => file.endsWith(extension));
}
