import { describe, expect, it } from 'vitest';
import { copySource } from './copySource';

describe('copySource', () => {
  it('VA-07: a wrong or empty key is rejected with 秘钥不正确！', () => {
    expect(copySource('wrong', 'vabcopy', 'code')).toEqual({ ok: false, message: '秘钥不正确！' });
    expect(copySource('', '', 'code')).toEqual({ ok: false, message: '秘钥不正确！' });
    expect(copySource('VABCOPY', 'vabcopy', 'code', 'en')).toEqual({
      ok: false,
      message: 'The key is not correct!',
    });
  });

  it('VA-07: the right key hands back the text to copy', () => {
    expect(copySource('vabcopy', 'vabcopy', 'const a = 1;')).toEqual({ ok: true, text: 'const a = 1;' });
  });
});
