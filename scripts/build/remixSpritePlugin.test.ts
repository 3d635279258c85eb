import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remixIconTitles } from '../../server/store/seed/seedIcons';
import { remixSprite } from './remixSpritePlugin';

const iconsDir = path.resolve(import.meta.dirname, '../../node_modules/remixicon/icons');

describe('Remix Icon sprite (#17.3, SHOWCASE §1)', () => {
  it('holds one symbol per seeded name, from remixicon 4.8.0', () => {
    const names = remixIconTitles();
    expect(names).toHaveLength(572);
    const sprite = remixSprite(names, iconsDir);
    expect(sprite.match(/<symbol /g)).toHaveLength(572);
    expect(sprite).toContain('<symbol id="ri-home-line" viewBox="0 0 24 24"><path');
    expect(sprite).not.toContain('<script');
  });
  it('fails the build naming every seeded name without a glyph', () => {
    expect(() => remixSprite(['home-line', 'list-check-line', 'nope-fill'], iconsDir)).toThrow(
      'remixicon has no glyph for: list-check-line, nope-fill',
    );
  });
});
