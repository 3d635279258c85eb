import type { Language } from '../lib';
import { validatorFormats } from '../lib';

/**
 * The form helper rules as JSON-Schema string formats (`format: phone`, `idCard`, `port` …), registered
 * on every form validator at build time and in tests. Three names shadow ajv-formats' own (`email`,
 * `password`, `url`); the helper rule's meaning wins, because that is the rule the spec promises integrators.
 *
 * @example
 * jimuFormats.phone('13800138000'); // true
 */
export const jimuFormats: Readonly<Record<string, (s: string) => boolean>> = validatorFormats;

/** The custom formats handed to ajv (the form helper rules); the same object as `jimuFormats`. */
export const customFormats = jimuFormats;

type FormatTexts = Record<string, string>;

/**
 * What a field failing a format says, `%s` being the field's label. Covers the helper-rule names and the
 * ajv-formats names a page is likely to use.
 */
export const formatMessages: Record<Language, FormatTexts> = {
  en: {
    password: '%s must be at least 6 characters',
    number: '%s must contain digits only',
    name: '%s may contain only Chinese characters, letters and digits',
    ip: '%s must be an IPv4 address',
    url: '%s must be an http, https or ftp address',
    lowerCase: '%s must be lower-case letters',
    upperCase: '%s must be upper-case letters',
    alphabets: '%s must be letters only',
    port: '%s must be a port between 0 and 65535',
    phone: '%s must be an 11-digit mobile number starting with 1',
    idCard: '%s must be an 18-digit ID card number',
    email: '%s must be an e-mail address',
    chineseName: '%s must be 2 to 4 Chinese characters',
    blank: '%s must be left blank',
    tel: '%s must be a telephone number',
    amount: '%s must be an amount with at most 2 decimals',
    json: '%s must be JSON text of an object or array',
    date: '%s must be a date (YYYY-MM-DD)',
    'date-time': '%s must be a date and time',
    localDateTime: '%s must be a date and time without a zone (YYYY-MM-DD HH:mm:ss)',
    time: '%s must be a time (HH:mm:ss)',
    uri: '%s must be a full address (URI)',
    color: '%s must be a colour',
    'data-url': '%s must be a file',
    ipv4: '%s must be an IPv4 address',
    uuid: '%s must be a UUID',
  },
  zh: {
    password: '%s至少 6 个字符',
    number: '%s只能是数字',
    name: '%s只能包含中文、英文字母和数字',
    ip: '%s必须是 IPv4 地址',
    url: '%s必须是 http、https 或 ftp 地址',
    lowerCase: '%s只能是小写字母',
    upperCase: '%s只能是大写字母',
    alphabets: '%s只能是英文字母',
    port: '%s必须是 0 到 65535 之间的端口号',
    phone: '%s必须是以 1 开头的 11 位手机号',
    idCard: '%s必须是 18 位身份证号',
    email: '%s必须是邮箱地址',
    chineseName: '%s必须是 2 到 4 个汉字',
    blank: '%s必须留空',
    tel: '%s必须是电话号码',
    amount: '%s必须是最多两位小数的金额',
    json: '%s必须是对象或数组的 JSON 文本',
    date: '%s必须是日期（YYYY-MM-DD）',
    'date-time': '%s必须是日期时间',
    localDateTime: '%s必须是不带时区的日期时间（YYYY-MM-DD HH:mm:ss）',
    time: '%s必须是时间（HH:mm:ss）',
    uri: '%s必须是完整地址（URI）',
    color: '%s必须是颜色',
    'data-url': '%s必须是文件',
    ipv4: '%s必须是 IPv4 地址',
    uuid: '%s必须是 UUID',
  },
};
