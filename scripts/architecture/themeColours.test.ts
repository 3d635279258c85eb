import { describe, expect, it } from 'vitest';
import { fixedColours, fixedColoursIn } from './themeColours';

describe('plugin screens draw their colours from Semi’s CSS variables, so the theme and dark mode change them', () => {
  it('#30 no stylesheet under plugins/ fixes a colour', () => {
    expect(fixedColours('plugins')).toEqual([]);
  });

  it('the check sees fixed colours, and not variables, palettes, fallbacks, print rules or comments', () => {
    expect(
      fixedColoursIn('.a { color: #fff; background: rgba(0, 0, 0, 0.5); border-color: white; }'),
    ).toEqual(['#fff', 'rgba(0,', 'white']);
    expect(fixedColoursIn('.a { color: hsl(210 50% 40%); }')).toEqual(['hsl(210']);
    expect(
      fixedColoursIn(
        [
          '/* #fff on black */',
          '.a { color: var(--semi-color-text-0); background: rgba(var(--semi-white), 0.3); }',
          '.b { border: 1px solid rgb(var(--semi-grey-2)); color: var(--semi-color-white, #fff); }',
          '.c { white-space: nowrap; }',
          '@media print { .d { color: #000; background: #fff !important; } }',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
