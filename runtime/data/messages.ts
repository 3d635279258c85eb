import type { Translate } from '../lib/language';

/**
 * The HTTP error messages the console shows live in the runtime's i18n resources under `jimu.http`
 * (runtime/i18n/httpMessagesZh.ts and …En.ts). The client takes a `t` (i18next's, bound to the
 * console's language) and names its texts by key through these two functions.
 */

/** Names of the texts for failures that have no status of their own. */
export type HttpMessageKey =
  | 'unknownError'
  | 'corsHint'
  | 'timeout'
  | 'failedCall'
  | 'unknownStatus'
  | 'mapping'
  | 'unreadable'
  | 'unreadableWrite'
  | 'unknownResult';

/**
 * The text of a `jimu.http` entry with its `{{name}}` variables filled in.
 *
 * @example
 * httpMessage('timeout', i18n.t, { timeout: 10000, url: '/table/getList' });
 * // 'The request timed out: no answer within 10000 ms' in English
 */
export function httpMessage(key: HttpMessageKey, t: Translate, values: Record<string, unknown> = {}): string {
  return t(`jimu.http.${key}`, values);
}

/**
 * The table text for an HTTP or envelope status, or the "status N failed" text when the
 * table has no entry, so a failure always has something readable to show.
 *
 * @example
 * statusMessage(404, zh); // '访问资源不存在'
 * statusMessage(418, en); // 'The back end answered with status 418'
 */
export function statusMessage(status: number, t: Translate): string {
  return t(`jimu.http.status.${status}`, { defaultValue: httpMessage('unknownStatus', t, { status }) });
}

/**
 * What a client without i18n shows: the text's key, so a script still reads which failure it was.
 * The runtime always hands in i18next's `t`.
 *
 * @example untranslated('jimu.http.timeout'); // 'jimu.http.timeout'
 */
export const untranslated: Translate = (key) => key;
