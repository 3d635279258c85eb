import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes (#17 shared pieces)', () => {
  it('reads bytes, kilobytes and megabytes in steps of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(formatBytes(1024 * 1024 * 3.25)).toBe('3.3 MB');
  });
  it('shows a dash for what is not a size', () => {
    expect(formatBytes(-1)).toBe('—');
    expect(formatBytes(Number.NaN)).toBe('—');
  });
});
