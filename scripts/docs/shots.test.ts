import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS } from './shots';

const repo = path.resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(path.join(repo, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Every picture of docs/images/ a document shows: its file and alt text. */
function shown(): { document: string; file: string; alt: string }[] {
  return documents.flatMap((document) =>
    [
      ...readFileSync(path.join(repo, document), 'utf8').matchAll(
        /!\[([^\]]*)\]\(((?:docs\/)?images\/[^)]+)\)/g,
      ),
    ].map(([, alt, target]) => ({ document, file: path.basename(target as string), alt: alt as string })),
  );
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('#28.6 the docs show pictures taken by npm run docs:shots', () => {
  it('every picture a document shows is one docs:shots takes, under its own alt text, and every one it takes is shown', () => {
    const pictures = shown();
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const shot = SHOTS.find((s) => s.file === picture.file);
      expect(shot, `${picture.document} shows ${picture.file}, which docs:shots does not take`).toBeDefined();
      expect(picture.alt).toBe(shot?.alt);
    }
    for (const shot of SHOTS) expect(pictures.map((p) => p.file)).toContain(shot.file);
  });

  it('each picture on disk is the size its shot is taken at, and docs/images holds no other', () => {
    const images = path.join(repo, 'docs/images');
    for (const shot of SHOTS) {
      const file = path.join(images, shot.file);
      expect(existsSync(file), `${shot.file}: run npm run docs:shots`).toBe(true);
      expect(pngSize(file)).toEqual({ width: shot.width, height: shot.height });
    }
    expect(readdirSync(images).sort()).toEqual(SHOTS.map((s) => s.file).sort());
  });
});
