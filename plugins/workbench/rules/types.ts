/** A generation rule as the server keeps it (§5.8.3). */
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

export const MATCH_FLAGS = ['isPk', 'nullable', 'hasFk'] as const;
export const THEN_FLAGS = ['inList', 'inSearch', 'inEdit', 'required', 'sortable', 'readOnly'] as const;
export const THEN_TEXTS = ['format', 'widget', 'cell'] as const;
export const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'];
