import { isLocalDateTime } from './localDateTime';
import {
  isAlphabets,
  isAmount,
  isBlank,
  isChineseName,
  isEmail,
  isIdCard,
  isIP,
  isJson,
  isLowerCase,
  isName,
  isNumber,
  isPassword,
  isPhone,
  isPort,
  isTel,
  isUpperCase,
  isUrl,
} from './validators';

/**
 * Every helper rule under a format name, for `ajv.addFormat(name, fn)` in page forms. Note
 * that `email` shares its name with an ajv-formats format: register one or the other.
 *
 * @example
 * for (const [name, validate] of Object.entries(validatorFormats)) ajv.addFormat(name, validate);
 */
export const validatorFormats: Readonly<Record<string, (s: string) => boolean>> = Object.freeze({
  password: isPassword,
  number: isNumber,
  name: isName,
  ip: isIP,
  url: isUrl,
  lowerCase: isLowerCase,
  upperCase: isUpperCase,
  alphabets: isAlphabets,
  port: isPort,
  phone: isPhone,
  idCard: isIdCard,
  email: isEmail,
  chineseName: isChineseName,
  blank: isBlank,
  tel: isTel,
  amount: isAmount,
  json: isJson,
  localDateTime: isLocalDateTime,
});
