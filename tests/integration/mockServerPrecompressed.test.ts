import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrecompressed } from '../../scripts/build/writePrecompressed';
import { acceptedQuality } from '../../server/http/precompressedFiles';
import { type MockHarness, startMock } from './mockHarness';

/** An answer with its body as sent: fetch would decode it. */
interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over loopback with exactly these headers (no Accept-Encoding unless given) and path. */
function raw(url: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    // The path goes out as written: a URL would resolve its dots first.
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const script = Array.from({ length: 300 }, (_, i) => `export const f${i % 41}=()=>"console-${i}";`).join(
  '\n',
);
let work = '';
let dist = '';
let mock: MockHarness;
const file = (name: string) => readFileSync(join(dist, name));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'jimu-precompressed-'));
  dist = join(work, 'dist');
  mkdirSync(join(dist, 'static'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>积木工作台</title><!--${script}-->`);
  writeFileSync(join(dist, 'sw.js'), script);
  writeFileSync(join(dist, 'static', 'app-AAAA.js'), script);
  writeFileSync(join(dist, 'static', 'old-BBBB.js'), script);
  // Outside the served folder, with copies beside it: never reachable.
  const secret = `/* secret */${script}`;
  writeFileSync(join(work, 'secret.js'), secret);
  writeFileSync(join(work, 'secret.js.br'), brotliCompressSync(secret));
  writeFileSync(join(work, 'secret.js.gz'), gzipSync(secret));
  await writePrecompressed(dist);
  // A file changed after its copies were written: the copies are stale, the file is sent.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dist, 'static', 'old-BBBB.js'), later, later);
  mock = await startMock({ staticDir: dist });
});
afterAll(async () => {
  await mock?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('mock server: precompressed console files', () => {
  it('Accept-Encoding br gets the .br copy as written, with the plain file’s type and caching headers', async () => {
    const plain = await raw(mock.url, '/static/app-AAAA.js');
    const br = await raw(mock.url, '/static/app-AAAA.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(file('static/app-AAAA.js.br'))).toBe(true);
    expect(br.headers['content-length']).toBe(String(file('static/app-AAAA.js.br').length));
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    for (const name of [
      'content-type',
      'cache-control',
      'pragma',
      'expires',
      'access-control-allow-credentials',
    ])
      expect([name, br.headers[name]]).toEqual([name, plain.headers[name]]);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers['last-modified']).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    // The ETag is the copy's: a revalidation gets 304.
    const again = await raw(mock.url, '/static/app-AAAA.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('gzip gets the .gz copy; br;q=0 refuses brotli; identity or no header gets the file itself', async () => {
    const gzip = await raw(mock.url, '/static/app-AAAA.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(file('static/app-AAAA.js.gz'))).toBe(true);
    const noBrotli = await raw(mock.url, '/static/app-AAAA.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(noBrotli.body.equals(file('static/app-AAAA.js.gz'))).toBe(true);
    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Record<string, string>[]) {
      const plain = await raw(mock.url, '/static/app-AAAA.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('HEAD answers the copy’s headers with no body; a Range gets the whole copy; / sends index.html’s copy', async () => {
    const head = await raw(mock.url, '/static/app-AAAA.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(file('static/app-AAAA.js.br').length));
    expect(head.body.length).toBe(0);
    const range = await raw(mock.url, '/static/app-AAAA.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(200);
    expect(range.body.equals(file('static/app-AAAA.js.br'))).toBe(true);
    const index = await raw(mock.url, '/', { 'accept-encoding': 'br' });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(index.body.equals(file('index.html.br'))).toBe(true);
  });

  it('a copy older than its file is not sent', async () => {
    const answer = await raw(mock.url, '/static/old-BBBB.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    // The on-the-fly compression may still encode it; what arrives is the file, not the stale copy.
    expect(answer.body.equals(file('static/old-BBBB.js.br'))).toBe(false);
    expect(answer.body.equals(file('static/old-BBBB.js.gz'))).toBe(false);
  });

  it('the copies are no console files of their own: /static/x.js.br and .gz are 404', async () => {
    for (const path of ['/static/app-AAAA.js.br', '/static/app-AAAA.js.gz', '/index.html.br', '/sw.js.gz']) {
      const answer = await raw(mock.url, path, { 'accept-encoding': 'br, gzip' });
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });

  it('nothing outside the served folder is reached, with or without a copy', async () => {
    const attempts = [
      '/static/../../secret.js',
      '/../secret.js',
      '/%2e%2e/secret.js',
      '/static/..%2f..%2fsecret.js',
      '/static/%2e%2e%2f%2e%2e%2fsecret.js',
      '/..%5csecret.js',
    ];
    for (const path of attempts) {
      const answer = await raw(mock.url, path, { 'accept-encoding': 'br, gzip' });
      expect([path, answer.status >= 400]).toEqual([path, true]);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).not.toContain('secret');
    }
  });

  it('reads Accept-Encoding as RFC 9110 does: q values, *, x-gzip, any case', () => {
    expect(acceptedQuality('gzip, deflate, br, zstd', 'br')).toBe(1);
    expect(acceptedQuality('BR;Q=0.5, gzip', 'br')).toBe(0.5);
    expect(acceptedQuality('br;q=0, *', 'br')).toBe(0);
    expect(acceptedQuality('*;q=0.3', 'gzip')).toBe(0.3);
    expect(acceptedQuality('x-gzip', 'gzip')).toBe(1);
    expect(acceptedQuality('identity', 'gzip')).toBe(0);
    expect(acceptedQuality(undefined, 'br')).toBe(0);
  });

  it('API routes are unaffected: still checked, and compressed on the fly', async () => {
    const refused = await mock.call('GET', '/table/getList', { headers: { 'accept-encoding': 'br' } });
    expect(refused.status).toBe(401);
    const token = await mock.login('admin');
    const listed = await raw(mock.url, '/table/getList?pageSize=50', {
      'accept-encoding': 'gzip',
      authorization: `Bearer ${token}`,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers['content-encoding']).toBe('gzip');
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
  });
});
