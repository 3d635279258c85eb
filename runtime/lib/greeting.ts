import type { Language } from './language';

const zh = ['早上好', '上午好', '中午好', '下午好', '晚上好'];
const en = ['Good early morning', 'Good morning', 'Good noon', 'Good afternoon', 'Good evening'];

/**
 * The welcome line's greeting for a local hour 0–23: before 8 early morning, up to
 * 11 morning, up to 13 noon, before 18 afternoon, else evening.
 *
 * @example
 * greeting(new Date().getHours(), 'zh'); // e.g. '下午好'
 * greeting(12, 'en'); // 'Good noon'
 */
export function greeting(hour: number, lang: Language = 'zh'): string {
  let slot = 4;
  if (hour < 8) slot = 0;
  else if (hour <= 11) slot = 1;
  else if (hour <= 13) slot = 2;
  else if (hour < 18) slot = 3;
  return (lang === 'zh' ? zh : en)[slot];
}
