import { describe, expect, it } from 'vitest';
import { greetingLine } from './greetingLine';

const at = (hour: number, minute = 0) => new Date(2026, 10, 24, hour, minute);

describe('#16.6 the workplace greeting (WORKBENCH §5.1, SE-12)', () => {
  it('#16.6 SE-12 zh at the boundaries of each slot', () => {
    const lines = [
      [at(0), '早上好'],
      [at(7, 59), '早上好'],
      [at(8), '上午好'],
      [at(9), '上午好'],
      [at(11, 59), '上午好'],
      [at(12), '中午好'],
      [at(13, 59), '中午好'],
      [at(14), '下午好'],
      [at(17, 59), '下午好'],
      [at(18), '晚上好'],
      [at(23, 59), '晚上好'],
    ] as const;
    for (const [when, word] of lines) expect(greetingLine(when, 'zh', 'admin')).toBe(`${word}，admin`);
  });

  it('#16.6 SE-12 English (en and en-US) with the name after a comma', () => {
    expect(greetingLine(at(6), 'en', 'editor')).toBe('Good early morning, editor');
    expect(greetingLine(at(9), 'en-US', 'editor')).toBe('Good morning, editor');
    expect(greetingLine(at(12, 30), 'en', 'editor')).toBe('Good noon, editor');
    expect(greetingLine(at(15), 'en', 'editor')).toBe('Good afternoon, editor');
    expect(greetingLine(at(21), 'en', 'editor')).toBe('Good evening, editor');
  });
});
