/** The image types POST /upload accepts, told apart by their first bytes, never by the name. */
const SIGNATURES: { type: string; extension: string; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    extension: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', extension: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    extension: 'gif',
    test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The accepted content types (what the upload screen's `accept` lists). */
export const UPLOAD_TYPES = SIGNATURES.map((signature) => signature.type);

/**
 * The image type of these bytes when they are one of {@link UPLOAD_TYPES} and the client said the
 * same; undefined otherwise. Checking the bytes means a renamed HTML or SVG file is refused even
 * with an image name and type, so nothing stored can be served back as a page.
 *
 * @example imageTypeOf(pngBytes, 'image/png') // 'image/png'
 */
export function imageTypeOf(bytes: Buffer, declared: string): string | undefined {
  const signature = SIGNATURES.find((candidate) => candidate.test(bytes));
  if (!signature) return undefined;
  const claimed = declared.split(';')[0].trim().toLowerCase();
  // Browsers send '' or application/octet-stream for some files: the bytes decide then.
  if (claimed !== '' && claimed !== 'application/octet-stream' && claimed !== signature.type)
    return undefined;
  return signature.type;
}

/**
 * A display name made from the client's file name: the last path segment, control and markup
 * characters removed, at most 100 characters. It is only shown, never used as a path.
 *
 * @example displayName('../../etc/<b>x</b>.png') // 'bx-b.png' style: no slashes, no angle brackets
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f<>"'`]/g, '').trim();
  return (clean || 'file').slice(-100);
}
