import { describe, expect, it } from 'vitest';
import { sampleImageSvg } from './sampleImages';

describe('sample images', () => {
  it('K-02 draws images 1–38 of the table and refuses numbers outside the range', () => {
    expect(sampleImageSvg('table', 1)).toMatch(/^<svg [^>]+>.*#1<\/text><\/svg>$/);
    expect(sampleImageSvg('table', 38)).toContain('#38');
    expect(sampleImageSvg('table', 39)).toBeUndefined();
    expect(sampleImageSvg('table', 0)).toBeUndefined();
    expect(sampleImageSvg('unknown', 1)).toBeUndefined();
  });
});
