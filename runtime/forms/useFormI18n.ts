import { useTranslation } from 'react-i18next';
import { RUNTIME_NS } from '../i18n/createI18n';
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
 * One FormI18n per string store and language: every caller's `t` finds the same words there. Keyed
 * by the store, not the i18n object: react-i18next hands each component its own wrapper of it.
 */
const shared = new WeakMap<object, FormI18n>();

/**
 * The i18n of every widget and template: config texts through react-i18next, the theme's own words
 * from the runtime's i18n resources (`formTexts`). Keys are looked up with no namespace separator, so literal text holding a
 * colon ('Note: …') is shown instead of being read as `<namespace>:<key>`. Every field's templates
 * and widget call this, so the object is built once per language and shared, not once per caller
 * (a form of ten fields has some fifty callers; building `texts` in each cost the edit dialog ~15 ms).
 *
 * @example const { t, texts } = useFormI18n(); <label>{t(label)}</label>
 */
export function useFormI18n(): FormI18n {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const known = shared.get(i18n.store);
  if (known && known.lang === lang) return known;
  const translate: Translate = (key) =>
    typeof key === 'string' && key ? String(t(key, { nsSeparator: false, defaultValue: key })) : key;
  const made: FormI18n = { t: translate, lang, texts: formTexts((key, values) => t(key, values)) };
  // Kept only once the language's runtime strings are in (they load on first use of a language).
  if (i18n.hasResourceBundle(i18n.language, RUNTIME_NS)) shared.set(i18n.store, made);
  return made;
}
