import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageOf } from '../lib/language';
import type { Translate } from './createErrorTransformer';
import { type FormTexts, formTexts } from './formTexts';

export interface FormI18n {
  /** Translates a config text (an i18n key or literal text); a key with no translation shows as is. */
  t: Translate;
  lang: Language;
  /** The theme's own words in `lang`. */
  texts: FormTexts;
}

/**
 * The i18n of every widget and template: config texts through react-i18next, the theme's own words
 * from the runtime's i18n resources (`formTexts`). Keys are looked up with no namespace separator, so literal text holding a
 * colon ('Note: …') is shown instead of being read as `<namespace>:<key>`.
 *
 * @example const { t, texts } = useFormI18n(); <label>{t(label)}</label>
 */
export function useFormI18n(): FormI18n {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  return useMemo(() => {
    const translate: Translate = (key) =>
      typeof key === 'string' && key ? String(t(key, { nsSeparator: false, defaultValue: key })) : key;
    return { t: translate, lang, texts: formTexts((key, values) => t(key, values)) };
  }, [t, lang]);
}
