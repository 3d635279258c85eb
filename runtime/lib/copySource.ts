import type { Language } from './language';

/** What `copySource` decided: the text to put on the clipboard, or why not. */
export type CopySourceResult = { ok: true; text: string } | { ok: false; message: string };

const wrongKey: Record<Language, string> = { zh: '秘钥不正确！', en: 'The key is not correct!' };

/**
 * Gate for the "copy source" button of demo pages (VA-07): only a visitor who typed the right
 * key gets the text. It decides and never touches the clipboard, so the caller chooses how to
 * copy and how to show the message.
 *
 * @example
 * const result = copySource(input, 'vabcopy', sourceText);
 * if (result.ok) await navigator.clipboard.writeText(result.text);
 * else notify('error', result.message); // '秘钥不正确！'
 */
export function copySource(
  key: string,
  expectedKey: string,
  text: string,
  lang: Language = 'zh',
): CopySourceResult {
  if (key.trim() === '' || key !== expectedKey) return { ok: false, message: wrongKey[lang] };
  return { ok: true, text };
}
