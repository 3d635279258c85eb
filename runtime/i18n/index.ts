export type { I18nSources, Language } from './createI18n';
export { createI18n, LANGUAGES, mergeTables } from './createI18n';
export { runtimeMessages } from './runtimeMessages';
