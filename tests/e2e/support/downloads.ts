import type { Download } from 'playwright-core';

/**
 * The bytes of a finished download. Read as a stream: the browser the tests share is connected to,
 * not launched, and a connected browser's downloads have no local path.
 *
 * @example const xlsx = await downloadBytes(await page.waitForEvent('download'));
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
