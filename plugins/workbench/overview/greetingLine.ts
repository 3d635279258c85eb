import { greeting } from '../../../runtime/lib';

/**
 * The workplace's first line: the console's greeting for the local hour (the same rule as
 * the login screen) and who is signed in.
 *
 * @example greetingLine(new Date(2026, 0, 5, 9), 'zh', 'admin'); // '上午好，admin'
 */
export function greetingLine(now: Date, lang: string, name: string): string {
  const english = lang.startsWith('en');
  return `${greeting(now.getHours(), english ? 'en' : 'zh')}${english ? ', ' : '，'}${name}`;
}
