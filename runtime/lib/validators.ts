/*
 * The form helper rules (password, digits, IPv4, URL, port, phone, ID card …), each a total
 * predicate on a string so forms can register them as JSON-Schema formats. Patterns are anchored:
 * a partial match is a failure.
 */

const ipv4Octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4 = new RegExp(`^(?:${ipv4Octet}\\.){3}${ipv4Octet}$`);
const idCard = /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
const email = /^\w+(?:[-+.]\w+)*@\w+(?:[-.]\w+)*\.\w+(?:[-.]\w+)*$/;
// Service numbers (400/800…), or an optional 3–4 digit area code, 7–8 digits, optional extension.
const tel = /^(?:(?:400|800)[\d-]{7,10}|(?:\d{3,4}[- ]?)?\d{7,8}(?:[- 转]+\d{1,4})?)$/;

/** @example isPassword('123456'); // true — at least 6 characters */
export const isPassword = (s: string): boolean => s.length >= 6;
/** @example isNumber('0042'); // true — digits only, at least one */
export const isNumber = (s: string): boolean => /^\d+$/.test(s);
/** @example isName('张三Li3'); // true — CJK, Latin letters and digits only */
export const isName = (s: string): boolean => /^[\u4e00-\u9fa5A-Za-z0-9]+$/.test(s);
/** @example isIP('192.168.0.1'); // true — dotted IPv4, octets 0–255 without leading zeros */
export const isIP = (s: string): boolean => ipv4.test(s);
/** @example isUrl('ftp://files.example.com/a'); // true — http, https or ftp with a host */
export function isUrl(s: string): boolean {
  if (!/^(?:https?|ftp):\/\//i.test(s)) return false;
  try {
    return new URL(s).hostname.length > 0;
  } catch {
    return false;
  }
}
/** @example isLowerCase('abc'); // true */
export const isLowerCase = (s: string): boolean => /^[a-z]+$/.test(s);
/** @example isUpperCase('ABC'); // true */
export const isUpperCase = (s: string): boolean => /^[A-Z]+$/.test(s);
/** @example isAlphabets('aBc'); // true — Latin letters only */
export const isAlphabets = (s: string): boolean => /^[A-Za-z]+$/.test(s);
/** @example isPort('8080'); // true — an integer 0–65535 */
export const isPort = (s: string): boolean => /^\d{1,5}$/.test(s) && Number(s) <= 65535;
/** @example isPhone('13800138000'); // true — mainland mobile: 11 digits starting with 1 */
export const isPhone = (s: string): boolean => /^1\d{10}$/.test(s);
/** @example isIdCard('11010519491231002X'); // true — 18-digit resident ID with a plausible birth date */
export const isIdCard = (s: string): boolean => idCard.test(s);
/** @example isEmail('admin@example.com'); // true — shorter than 255 characters */
export const isEmail = (s: string): boolean => s.length < 255 && email.test(s);
/** @example isChineseName('欧阳娜娜'); // true — 2 to 4 CJK characters */
export const isChineseName = (s: string): boolean => /^[\u4e00-\u9fa5]{2,4}$/.test(s);
/**
 * Blank means nothing was really entered: null, undefined, empty, only whitespace, or the
 * text 'null' that some back ends send for a missing value.
 * @example isBlank('  '); // true
 */
export const isBlank = (s: string | null | undefined): boolean =>
  s === null || s === undefined || s.trim() === '' || s === 'null';
/** @example isTel('010-12345678'); // true — landline with optional area code and extension */
export const isTel = (s: string): boolean => tel.test(s);
/** @example isAmount('12.5'); // true — a non-negative amount with at most 2 decimals */
export const isAmount = (s: string): boolean => /^\d+(?:\.\d{1,2})?$/.test(s);
/** @example isJson('{"a":1}'); // true — JSON text whose value is an object or array, not a scalar */
export function isJson(s: string): boolean {
  try {
    const value: unknown = JSON.parse(s);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
