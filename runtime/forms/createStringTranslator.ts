import type { Registry } from '@rjsf/utils';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { FormTexts } from './formTexts';

/**
 * rjsf's `translateString` in the form's language: its own button and state texts come from
 * `formTexts`; anything else falls back to rjsf's English.
 *
 * @example <Form translateString={createStringTranslator(formTexts(t))} … />
 */
export function createStringTranslator(texts: FormTexts): Registry['translateString'] {
  const own: Partial<Record<TranslatableString, string>> = {
    [TranslatableString.AddButton]: texts.add,
    [TranslatableString.AddItemButton]: texts.addItem,
    [TranslatableString.CopyButton]: texts.copy,
    [TranslatableString.MoveDownButton]: texts.moveDown,
    [TranslatableString.MoveUpButton]: texts.moveUp,
    [TranslatableString.RemoveButton]: texts.remove,
    [TranslatableString.ArrayItemTitle]: texts.item,
    [TranslatableString.EmptyArray]: texts.emptyArray,
    [TranslatableString.ErrorsLabel]: texts.errors,
    [TranslatableString.YesLabel]: texts.yes,
    [TranslatableString.NoLabel]: texts.no,
  };
  return (key, params) => own[key] ?? englishStringTranslator(key, params);
}
