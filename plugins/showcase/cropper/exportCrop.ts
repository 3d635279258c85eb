/**
 * The cropper's canvas as a PNG data URL; with `round`, everything outside the inscribed ellipse
 * is transparent (the Semi canvas is always rectangular).
 *
 * @example exportCrop(cropper.getCropperCanvas(), true) // 'data:image/png;base64,…'
 */
export function exportCrop(source: HTMLCanvasElement, round: boolean): string {
  if (!round) return source.toDataURL('image/png');
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  const context = canvas.getContext('2d');
  if (!context) return source.toDataURL('image/png');
  context.beginPath();
  context.ellipse(
    source.width / 2,
    source.height / 2,
    source.width / 2,
    source.height / 2,
    0,
    0,
    Math.PI * 2,
  );
  context.closePath();
  context.clip();
  context.drawImage(source, 0, 0);
  return canvas.toDataURL('image/png');
}

/** A data URL's bytes as a Blob, for upload. */
export async function dataUrlBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}
