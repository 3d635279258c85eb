import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

let mock: MockHarness;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${mock.url}${path}`, { headers });

describe('showcase media served by the mock (#17.3)', () => {
  it('#17.3 the sample video is shipped under 500 KB and answers ranges with 206', async () => {
    const file = fileURLToPath(new URL('../../server/sample/assets/media/sample.webm', import.meta.url));
    const size = statSync(file).size;
    expect(size).toBeLessThan(500 * 1024);
    const whole = await get('/mock-assets/media/sample.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(whole.headers.get('content-length'))).toBe(size);
    const part = await get('/mock-assets/media/sample.webm', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await get('/mock-assets/media/sample.webm', { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await get('/mock-assets/media/sample.webm', { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('#17.3 captions in zh and en and the poster, without a token', async () => {
    const zh = await get('/mock-assets/media/sample.zh.vtt');
    expect(zh.headers.get('content-type')).toContain('text/vtt');
    expect(await zh.text()).toMatch(/^WEBVTT[\s\S]*积木/);
    expect(await (await get('/mock-assets/media/sample.en.vtt')).text()).toMatch(
      /^WEBVTT[\s\S]*Jimu sample video/,
    );
    const poster = await get('/mock-assets/media/poster.svg');
    expect(poster.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('#17.3 the iframe pages are static HTML without scripts', async () => {
    for (const page of ['sample', 'api']) {
      const answer = await get(`/mock-assets/iframe/${page}.html`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/html');
      const html = await answer.text();
      expect(html).toContain('<h1>');
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('#17.3 the cropper photos are 800×500 SVGs; unknown names and other files are 404', async () => {
    const photo = await get('/mock-assets/photo/1.svg');
    expect(photo.status).toBe(200);
    expect(await photo.text()).toMatch(/^<svg[^>]*width="800" height="500"/);
    for (const path of [
      '/mock-assets/photo/99.svg',
      '/mock-assets/media/README.md',
      '/mock-assets/media/../../mediaAssets.ts',
      '/mock-assets/iframe/other.html',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
