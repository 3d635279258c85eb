import type { Translate } from './language';

/** What `copySource` decided: the text to put on the clipboard, or why not. */
export type CopySourceResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * Gate for the "copy source" button of demo pages: only a visitor who typed the right
 * key gets the text. It decides and never touches the clipboard, so the caller chooses how to
 * copy and how to show the message; `t` words it (`jimu.copySource.wrongKey`).
 *
 * @example
 * const result = copySource(input, 'vabcopy', sourceText, i18n.t);
 * if (result.ok) await navigator.clipboard.writeText(result.text);
 * else notify('error', result.message); // '秘钥不正确！'
 */
export function copySource(key: string, expectedKey: string, text: string, t: Translate): CopySourceResult {
  if (key.trim() === '' || key !== expectedKey) return { ok: false, message: t('jimu.copySource.wrongKey') };
  return { ok: true, text };
}
