import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('fileSize (#17.1 upload list)', () => {
  it('#17.1 shows bytes, then KB and MB with one decimal', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(10 * 1024)).toBe('10.0 KB');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
