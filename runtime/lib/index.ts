export type { ValidationRule } from './checkRule';
export { checkRule } from './checkRule';
export type { CopySourceResult } from './copySource';
export { copySource } from './copySource';
export type { RegisterOptions, Registry } from './createRegistry';
export { createRegistry } from './createRegistry';
export { greeting } from './greeting';
export { isKeyOf, isOneOf } from './isOneOf';
export { isRecord } from './isRecord';
export type { Language, Translate } from './language';
export { LANGUAGES, languageOf } from './language';
export { type LazyComponent, lazyComponent } from './lazyComponent';
export { isLocalDateTime } from './localDateTime';
export { nextRefreshDelay } from './nextRefreshDelay';
export { relativeTime } from './relativeTime';
// rsaChunks (node-forge, ~300 KB) is imported by file, only where a body is really encrypted:
// re-exporting it here put it in the first screen's bundle.
export type { RangeBound, RangeSubject, RuleMessages } from './ruleMessages';
export { ruleMessages } from './ruleMessages';
export { useNarrowScreen } from './useNarrowScreen';
// The rules by format name, in a file of their own: the login form's one rule comes without them.
export { validatorFormats } from './validatorFormats';
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
} from './validators';
