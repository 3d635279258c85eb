import { formMessagesEn } from './formMessagesEn';
import { formMessagesZh } from './formMessagesZh';

/**
 * The form theme's strings in both languages (`jimu.form.*`): forms draw only in the signed-in
 * console, so they are registered with the console's other strings when it loads, not carried by
 * the login screen.
 */
export const formMessages = {
  zh: { jimu: { form: formMessagesZh } },
  en: { jimu: { form: formMessagesEn } },
};
