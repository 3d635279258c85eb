import type { ValidatorType } from '@rjsf/utils';
import { createContext, useContext, useEffect, useState } from 'react';
import type { PageFormKind } from '../../forms';

/** Loads the validator of `<page>/<form>`; the build's precompiled ones unless a test swaps them. */
export type ValidatorLoader = (page: string, form: PageFormKind) => Promise<ValidatorType>;

// The forms module loads with the first page that has a form, not with the page entry.
const buildValidators: ValidatorLoader = (page, form) =>
  import('../../forms').then(({ getPageValidator }) => getPageValidator(page, form));

/** Which loader the config pages below use: getPageValidator (the `jimu build` bundle) by default. */
export const ValidatorLoaderContext = createContext<ValidatorLoader>(buildValidators);

/**
 * The validator precompiled at build time for one form of a page, loaded once when the page
 * mounts (so a dialog opens without waiting). Undefined until it has loaded, or when `enabled`
 * is false (a page without that form). A failed load rethrows into the page's error boundary.
 *
 * @example const validator = usePageValidator('users', 'edit', !!page.edit);
 */
export function usePageValidator(
  page: string,
  form: PageFormKind,
  enabled = true,
): ValidatorType | undefined {
  const load = useContext(ValidatorLoaderContext);
  const [validator, setValidator] = useState<ValidatorType>();
  const [failure, setFailure] = useState<Error>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load(page, form).then(
      (loaded) => live && setValidator(() => loaded),
      (error: Error) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [load, page, form, enabled]);
  if (failure) throw failure;
  return validator;
}
