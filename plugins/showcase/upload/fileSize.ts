/**
 * A file size with one decimal from KB on (`10.0 KB`), as upload lists show it.
 *
 * @example fileSize(10240) // '10.0 KB'
 */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
