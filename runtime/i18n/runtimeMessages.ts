import { runtimeMessagesEn } from './runtimeMessagesEn';
import { runtimeMessagesZh } from './runtimeMessagesZh';

/**
 * The runtime's own strings, in every language it ships (for checks that both languages have the
 * same keys). The console loads them a language at a time: zh with the first screen, en when
 * first shown (the i18next backend in runtime/i18n/createI18n.ts).
 */
export const runtimeMessages = { zh: runtimeMessagesZh, en: runtimeMessagesEn } as const;
