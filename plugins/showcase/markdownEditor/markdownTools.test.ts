import { describe, expect, it } from 'vitest';
import { countText, TOOLS } from './markdownTools';

describe('markdown toolbar (SHOWCASE §11)', () => {
  it('wraps the selection, or a placeholder at the caret', () => {
    expect(TOOLS.bold('a hello b', 2, 7, 'x')).toEqual({ text: 'a **hello** b', start: 4, end: 9 });
    expect(TOOLS.strike('', 0, 0, 'text').text).toBe('~~text~~');
  });
  it('prefixes every selected line', () => {
    expect(TOOLS.task('one\ntwo', 0, 7, '').text).toBe('- [ ] one\n- [ ] two');
    expect(TOOLS.heading('a\nb', 2, 2, '').text).toBe('a\n## b');
  });
  it('inserts blocks on a line of their own', () =>
    expect(TOOLS.image('text', 4, 4, '').text).toBe('text\n\n![sample](/mock-assets/table/1.svg)\n'));
  it('counts CJK characters and latin words', () =>
    expect(countText('积木 is fun\n第二行')).toEqual({ words: 7, lines: 2 }));
});
