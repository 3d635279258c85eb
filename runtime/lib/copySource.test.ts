import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import { copySource } from './copySource';
import type { Translate } from './language';

let zh: Translate;
let en: Translate;
beforeAll(async () => {
  ({ zh, en } = await runtimeTranslators());
});

describe('copySource (#12.6: words from the i18n resources)', () => {
  it('VA-07: a wrong or empty key is rejected with 秘钥不正确！', () => {
    expect(copySource('wrong', 'vabcopy', 'code', zh)).toEqual({ ok: false, message: '秘钥不正确！' });
    expect(copySource('', '', 'code', zh)).toEqual({ ok: false, message: '秘钥不正确！' });
    expect(copySource('VABCOPY', 'vabcopy', 'code', en)).toEqual({
      ok: false,
      message: 'The key is not correct!',
    });
  });

  it('VA-07: the right key hands back the text to copy', () => {
    expect(copySource('vabcopy', 'vabcopy', 'const a = 1;', en)).toEqual({ ok: true, text: 'const a = 1;' });
  });
});
