import { textsOf } from '../shared/errors';

/** A generation rule as the server keeps it. */
export interface Rule {
  id: string;
  enabled: boolean;
  description: string;
  match: {
    dbTypes?: string[];
    columnName?: string;
    length?: { min?: number; max?: number };
    isPk?: boolean;
    nullable?: boolean;
    hasFk?: boolean;
  };
  then: Record<string, string | number | boolean>;
}

/** A refused save's problem: the rule's position (0-based), the field, the words. */
export interface RuleProblem {
  index: number;
  field: string;
  message: string;
}

/**
 * A refused save's field errors as problems by rule: `rules.2.then.cell` is rule 2's `then.cell`,
 * `rules.2` the rule itself; any other field (`rules`, `version`) belongs to no rule (index -1).
 *
 * @example
 * problemsOf({ 'rules.2.then.cell': 'must be a name' }); // [{ index: 2, field: 'then.cell', message: 'must be a name' }]
 */
export function problemsOf(fieldErrors: unknown): RuleProblem[] {
  return Object.entries(textsOf(fieldErrors)).map(([at, message]) => {
    const found = /^rules\.(\d+)(?:\.(.+))?$/.exec(at);
    return found
      ? { index: Number(found[1]), field: found[2] ?? 'rule', message }
      : { index: -1, field: at, message };
  });
}

export const MATCH_FLAGS = ['isPk', 'nullable', 'hasFk'] as const;
export const THEN_FLAGS = ['inList', 'inSearch', 'inEdit', 'required', 'sortable', 'readOnly'] as const;
export const THEN_TEXTS = ['format', 'widget', 'cell'] as const;
export const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'];
