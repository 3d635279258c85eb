import type { ValidatorType } from '@rjsf/utils';
import { createFormValidator } from './createFormValidator';

/** Which form of a page: a crud page's search or edit form, or a form page's form. */
export type PageFormKind = 'search' | 'edit' | 'form';

const loaded = new Map<string, Promise<ValidatorType>>();

/**
 * The precompiled validator of one page form, loaded on first use and kept
 * afterwards. Rejects when the build made none for `<page>/<form>` (the page has no such form), or
 * outside a `jimu build` bundle (unit tests: use `compileFormValidator`).
 *
 * @example
 * const validator = await getPageValidator('users', 'edit');
 * <SchemaForm schema={page.edit.schema} validator={validator} … />
 */
export function getPageValidator(page: string, form: PageFormKind): Promise<ValidatorType> {
  const key = `${page}/${form}`;
  let validator = loaded.get(key);
  if (!validator) {
    validator = import('jimu:validators').then(async ({ default: validators }) => {
      const load = validators[key];
      if (!load)
        throw new Error(`no precompiled validator for form '${key}': the page has no ${form} schema`);
      return createFormValidator(await load());
    });
    // A failed load may succeed later (network back): forget failures.
    validator.catch(() => loaded.delete(key));
    loaded.set(key, validator);
  }
  return validator;
}
