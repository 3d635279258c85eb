export type { ValidationRule } from './checkRule';
export { checkRule } from './checkRule';
export type { CopySourceResult } from './copySource';
export { copySource } from './copySource';
export { greeting } from './greeting';
export type { Language } from './language';
export { nextRefreshDelay } from './nextRefreshDelay';
export { relativeTime } from './relativeTime';
export {
  decryptChunks,
  decryptChunksPublic,
  encryptChunks,
  encryptChunksPrivate,
  RSA_CIPHER_CHUNK_BYTES,
  RSA_KEY_BITS,
  RSA_PLAIN_CHUNK_BYTES,
  RSA_PUBLIC_EXPONENT,
} from './rsaChunks';
export type { RangeBound, RangeSubject, RuleMessages } from './ruleMessages';
export { ruleMessages } from './ruleMessages';
export {
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
  validatorFormats,
} from './validators';
