import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPrecompressedSibling } from './precompressed';
import { removePrecompressed, writePrecompressed } from './writePrecompressed';

/** Text that compresses well, as minified JS does. */
const text = (seed: string) =>
  Array.from({ length: 400 }, (_, i) => `export const ${seed}${i % 37}=()=>"${seed}-${i}";`).join('\n');

describe('precompressed copies of the build (writePrecompressed)', () => {
  let dist: string;
  const file = (name: string) => path.join(dist, name);
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'jimu-precompress-'));
    mkdirSync(file('static/chunks'), { recursive: true });
    mkdirSync(file('static/assets'), { recursive: true });
    writeFileSync(file('index.html'), `<!doctype html><title>x</title>${text('html')}`);
    writeFileSync(file('sw.js'), text('sw'));
    writeFileSync(file('manifest.json'), text('manifest'));
    writeFileSync(file('static/main-AAAA.js'), text('main'));
    writeFileSync(file('static/chunks/page-BBBB.js'), text('page'));
    writeFileSync(file('static/chunks/style-CCCC.css'), `.a{color:red}\n${text('css')}`);
    writeFileSync(file('static/assets/icons-DDDD.svg'), `<svg>${text('svg')}</svg>`);
    writeFileSync(file('static/assets/photo-EEEE.png'), text('png'));
    // Too small to gain anything: a copy would be larger than the file.
    writeFileSync(file('static/tiny-FFFF.js'), 'x');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a smaller .br and .gz beside index.html, sw.js and every text file of static/, each the same bytes once decompressed', async () => {
    const summary = await writePrecompressed(dist);
    const texts = [
      'index.html',
      'sw.js',
      'static/main-AAAA.js',
      'static/chunks/page-BBBB.js',
      'static/chunks/style-CCCC.css',
      'static/assets/icons-DDDD.svg',
    ];
    for (const name of texts) {
      const original = readFileSync(file(name));
      const br = readFileSync(file(`${name}.br`));
      const gz = readFileSync(file(`${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    // Images are compressed already; manifest.json is for tools, not the browser.
    expect(existsSync(file('static/assets/photo-EEEE.png.br'))).toBe(false);
    expect(existsSync(file('manifest.json.br'))).toBe(false);
    expect(summary.files).toBe(texts.length + 1);
    expect(summary.br).toBeLessThan(summary.gzip);
    expect(summary.gzip).toBeLessThan(summary.bytes);
  });

  it('writes no copy that is not smaller than its file, and removes one an earlier build left', async () => {
    writeFileSync(file('static/tiny-FFFF.js.br'), 'stale');
    writeFileSync(file('static/tiny-FFFF.js.gz'), 'stale');
    await writePrecompressed(dist);
    expect(existsSync(file('static/tiny-FFFF.js.br'))).toBe(false);
    expect(existsSync(file('static/tiny-FFFF.js.gz'))).toBe(false);
  });

  it('a build that writes none (development) removes the copies an earlier build left', async () => {
    await writePrecompressed(dist);
    expect(statSync(file('index.html.br')).isFile()).toBe(true);
    await removePrecompressed(dist);
    for (const name of ['index.html', 'sw.js', 'static/main-AAAA.js'])
      for (const extension of ['.br', '.gz']) expect(existsSync(file(`${name}${extension}`))).toBe(false);
  });

  it('isPrecompressedSibling names the copies and nothing else', () => {
    expect(isPrecompressedSibling('static/main-AAAA.js.br')).toBe(true);
    expect(isPrecompressedSibling('static/main-AAAA.js.gz')).toBe(true);
    expect(isPrecompressedSibling('static/main-AAAA.js')).toBe(false);
    expect(isPrecompressedSibling('static/assets/brand.svg')).toBe(false);
  });
});
