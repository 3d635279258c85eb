export type { Language, Translate } from '../lib/language';
export { LANGUAGES, languageOf } from '../lib/language';
export type { StringTables } from './addStrings';
export { addStrings } from './addStrings';
export type { I18nSources } from './createI18n';
export { createI18n, mergeTables, RUNTIME_NS } from './createI18n';
export { runtimeMessages } from './runtimeMessages';
