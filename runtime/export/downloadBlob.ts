/**
 * Saves a blob as a file in the browser: an object URL on a temporary link, clicked, then
 * released (on the next tick, after the browser has taken the download).
 *
 * @example
 * downloadBlob(new Blob(['a,b'], { type: 'text/csv' }), 'table.csv');
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
