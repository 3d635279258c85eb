import type { Translate } from '../lib/language';

/** The theme's own words, `%s` (or rjsf's `%1`) filled in order. */
export interface FormTexts {
  submit: string;
  search: string;
  reset: string;
  cancel: string;
  add: string;
  addItem: string;
  remove: string;
  moveUp: string;
  moveDown: string;
  copy: string;
  item: string;
  emptyArray: string;
  errors: string;
  upload: string;
  uploadHint: string;
  uploadFailed: string;
  loadFailed: string;
  /** Under a long server list: `%s` rows in all, type to find the others. */
  moreToSearch: string;
  select: string;
  yes: string;
  no: string;
  /** The kinds of value an entry of a list may hold, when its schema offers a choice. */
  kindNumber: string;
  kindText: string;
  kindBoolean: string;
  kindChoice: string;
  /** The kind of a branch that is a group of settings (an object) beside plain values (`false`). */
  kindSettings: string;
  error: {
    pattern: string;
    type: string;
    const: string;
    oneOf: string;
    uniqueItems: string;
    invalid: string;
    /** A server said the value is wrong (a current password). */
    incorrect: string;
    /** A server said another record already has this value (a user or role name). */
    taken: string;
    /** Choices (checkboxes, multi-select): `{label}` and `{limit}` filled by name. */
    chooseMin: string;
    chooseMax: string;
    /** A list of items the person adds. */
    addMin: string;
    addMax: string;
  };
}

type PlainKey = Exclude<keyof FormTexts, 'error'>;
const PLAIN: readonly PlainKey[] = [
  'submit',
  'search',
  'reset',
  'cancel',
  'add',
  'addItem',
  'remove',
  'moveUp',
  'moveDown',
  'copy',
  'item',
  'emptyArray',
  'errors',
  'upload',
  'uploadHint',
  'uploadFailed',
  'loadFailed',
  'moreToSearch',
  'select',
  'yes',
  'no',
  'kindNumber',
  'kindText',
  'kindBoolean',
  'kindChoice',
  'kindSettings',
];
const ERRORS: readonly (keyof FormTexts['error'])[] = [
  'pattern',
  'type',
  'const',
  'oneOf',
  'uniqueItems',
  'invalid',
  'incorrect',
  'taken',
  'chooseMin',
  'chooseMax',
  'addMin',
  'addMax',
];

/**
 * The form theme's words as `t` finds them in the runtime's i18n resources (`jimu.form.*`, in
 * runtime/i18n/formMessagesZh.ts and …En.ts), key by key, so a config table that re-words one of
 * them wins for that one. Validation texts for required, whitespace, ranges and enums come from
 * runtime/lib's `ruleMessages`; format texts from `formatMessages`.
 *
 * @example formTexts(i18n.getFixedT('en')).addItem; // 'Add item'
 */
export function formTexts(t: Translate): FormTexts {
  const plain = Object.fromEntries(PLAIN.map((key) => [key, t(`jimu.form.${key}`)]));
  const error = Object.fromEntries(ERRORS.map((key) => [key, t(`jimu.form.error.${key}`)]));
  return { ...plain, error } as FormTexts;
}
