import { describe, expect, it } from 'vitest';
import { outlineOf } from './outline';

describe('#16.3 §5.15 the reader outline', () => {
  it('#16.3 lists ATX headings with their level and line, skipping fenced code', () => {
    expect(outlineOf('# A\n\n```md\n# not a heading\n```\n## B ##\n~~~\n### no\n~~~\n#### C')).toEqual([
      { level: 1, text: 'A', line: 1 },
      { level: 2, text: 'B', line: 6 },
      { level: 4, text: 'C', line: 10 },
    ]);
    expect(outlineOf('#no space\n    # indented code')).toEqual([]);
  });
});
