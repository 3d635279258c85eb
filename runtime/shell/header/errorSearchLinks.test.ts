import { describe, expect, it } from 'vitest';
import { errorSearchLinks } from './errorSearchLinks';

describe('errorSearchLinks', () => {
  it('LY-09 links Baidu, Google and Bing with the message as the encoded query', () => {
    const links = errorSearchLinks(' Cannot read properties of undefined (reading "a") & more ');
    expect(links.map((l) => l.name)).toEqual(['Baidu', 'Google', 'Bing']);
    for (const link of links) {
      const url = new URL(link.href);
      expect(url.protocol).toBe('https:');
      expect([...url.searchParams.values()]).toEqual([
        'Cannot read properties of undefined (reading "a") & more',
      ]);
    }
  });
});
