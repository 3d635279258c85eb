import { MATCH_FLAGS, type Rule, THEN_FLAGS, THEN_TEXTS } from './types';

/** A rule as the edit form holds it: flat fields, flags as any / yes / no, types as one text. */
export type RuleFormValues = Record<string, string | number | boolean | undefined>;

const tri = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : 'any');
const fromTri = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form values of a rule. */
export function toFormValues(rule: Rule): RuleFormValues {
  const values: RuleFormValues = {
    id: rule.id,
    description: rule.description,
    enabled: rule.enabled,
    columnName: rule.match.columnName ?? '',
    dbTypes: (rule.match.dbTypes ?? []).join(', '),
    lengthMin: rule.match.length?.min,
    lengthMax: rule.match.length?.max,
    jsonType: rule.then.jsonType,
    searchOperator: rule.then.searchOperator,
    width: rule.then.width,
  };
  for (const flag of MATCH_FLAGS) values[flag] = tri(rule.match[flag]);
  for (const flag of THEN_FLAGS) values[flag] = tri(rule.then[flag]);
  for (const key of THEN_TEXTS) values[key] = rule.then[key] ?? '';
  return values;
}

/**
 * The rule the form describes: empty fields and "any" flags are left out, so a rule only says
 * what it sets (the server checks the rest).
 *
 * @example fromFormValues({ id: 'x', enabled: true, columnName: '*_status', widget: 'select' });
 */
export function fromFormValues(values: RuleFormValues): Rule {
  const match: Rule['match'] = {};
  if (text(values.columnName)) match.columnName = text(values.columnName);
  const types = text(values.dbTypes)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (types.length > 0) match.dbTypes = types;
  const min = typeof values.lengthMin === 'number' ? values.lengthMin : undefined;
  const max = typeof values.lengthMax === 'number' ? values.lengthMax : undefined;
  if (min !== undefined || max !== undefined)
    match.length = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  for (const flag of MATCH_FLAGS) {
    const value = fromTri(values[flag]);
    if (value !== undefined) match[flag] = value;
  }
  const then: Rule['then'] = {};
  if (text(values.jsonType)) then.jsonType = text(values.jsonType);
  if (text(values.searchOperator)) then.searchOperator = text(values.searchOperator);
  if (typeof values.width === 'number') then.width = values.width;
  for (const key of THEN_TEXTS) if (text(values[key])) then[key] = text(values[key]);
  for (const flag of THEN_FLAGS) {
    const value = fromTri(values[flag]);
    if (value !== undefined) then[flag] = value;
  }
  return {
    id: text(values.id),
    description: text(values.description),
    enabled: values.enabled !== false,
    match,
    then,
  };
}
