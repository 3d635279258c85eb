import { describe, expect, it } from 'vitest';
import { safeFrameUrl } from './safeFrameUrl';

describe('safeFrameUrl (#17.1 iframe pages load http(s) only)', () => {
  it('#17.1 keeps absolute http and https addresses', () => {
    expect(safeFrameUrl('http://127.0.0.1:3000/mock-assets/iframe/sample.html')).toBe(
      'http://127.0.0.1:3000/mock-assets/iframe/sample.html',
    );
    expect(safeFrameUrl(' https://example.com ')).toBe('https://example.com/');
  });

  it('#17.1 refuses script, data, file, relative and malformed addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      '/mock-assets/iframe/sample.html',
      'ftp://x',
      'http//x',
      '',
      undefined,
      null,
    ]) {
      expect(safeFrameUrl(bad), String(bad)).toBeUndefined();
    }
  });
});
