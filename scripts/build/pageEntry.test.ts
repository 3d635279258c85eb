import { describe, expect, it } from 'vitest';
import { entryOf } from './pageEntry';

describe('entryOf', () => {
  it("reads the entry from index.html's module script, or from the route map a page with the sign-in markup starts it by", () => {
    expect(entryOf('<script type="module" src="static/main-AB12.js"></script>')).toBe('static/main-AB12.js');
    const map = JSON.stringify({
      files: [],
      entry: { src: 'static/main-CD34.js', preloads: ['static/chunks/a.js'] },
    });
    expect(entryOf(`<script type="application/json" id="jimu-routes">${map}</script>`)).toBe(
      'static/main-CD34.js',
    );
    expect(entryOf('<p>no entry</p>')).toBe('');
  });
});
