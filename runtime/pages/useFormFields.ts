import { useState } from 'react';

type Rules<K extends string> = Record<K, (value: string) => string>;

/**
 * Values, inline errors and submit for a small form of text fields. `rules` return an error text or ''.
 *
 * @example const form = useFormFields({ username: '' }, { username: (v) => (v ? '' : 'required') });
 */
export function useFormFields<K extends string>(initial: Record<K, string>, rules: Rules<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const check = (next: Record<K, string>) =>
    Object.fromEntries((Object.keys(rules) as K[]).map((k) => [k, rules[k](next[k])])) as Record<K, string>;
  return {
    values,
    errors,
    set(key: K, value: string) {
      const next = { ...values, [key]: value };
      setValues(next);
      if (errors[key]) setErrors({ ...errors, [key]: rules[key](value) });
    },
    /** Validates every field; true when all pass. */
    validate(): boolean {
      const found = check(values);
      setErrors(found);
      return Object.values(found).every((e) => !e);
    },
  };
}
