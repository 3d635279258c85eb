import picomatch from 'picomatch';
import type { GenRule } from './genRules';

/** A problem of one rule in a saved list: its position, the field, the words. */
export interface RuleProblem {
  index: number;
  field: string;
  message: string;
}

const BOOLEAN_THEN = ['inList', 'inSearch', 'inEdit', 'required', 'sortable', 'readOnly'] as const;
const STRING_THEN = ['format', 'widget', 'cell'] as const;
const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'];
const MATCH_FLAGS = ['isPk', 'nullable', 'hasFk'] as const;

const isObject = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function globProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string' || pattern.trim() === '') return 'must be a non-empty glob';
  try {
    picomatch.makeRe(pattern);
    return undefined;
  } catch (error) {
    return `not a glob: ${(error as Error).message}`;
  }
}

function matchProblems(match: Record<string, unknown>, add: (field: string, message: string) => void) {
  for (const key of Object.keys(match))
    if (!['dbTypes', 'columnName', 'length', ...MATCH_FLAGS].includes(key))
      add(`match.${key}`, 'unknown condition');
  if (match.dbTypes !== undefined) {
    if (!Array.isArray(match.dbTypes) || match.dbTypes.length === 0)
      add('match.dbTypes', 'must be a list of globs');
    else
      for (const type of match.dbTypes) {
        const problem = globProblem(type);
        if (problem) add('match.dbTypes', problem);
      }
  }
  if (match.columnName !== undefined) {
    const problem = globProblem(match.columnName);
    if (problem) add('match.columnName', problem);
  }
  if (match.length !== undefined) {
    const length = match.length as Record<string, unknown>;
    const bad = (v: unknown) => v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < 0);
    if (!isObject(length) || bad(length.min) || bad(length.max))
      add('match.length', 'min and max must be whole numbers ≥ 0');
    else if (typeof length.min === 'number' && typeof length.max === 'number' && length.min > length.max)
      add('match.length', 'min is greater than max');
  }
  for (const flag of MATCH_FLAGS)
    if (match[flag] !== undefined && typeof match[flag] !== 'boolean')
      add(`match.${flag}`, 'must be true or false');
}

function thenProblems(then: Record<string, unknown>, add: (field: string, message: string) => void) {
  for (const [key, value] of Object.entries(then)) {
    if ((BOOLEAN_THEN as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') add(`then.${key}`, 'must be true or false');
    } else if ((STRING_THEN as readonly string[]).includes(key)) {
      if (typeof value !== 'string' || !/^[A-Za-z][\w-]*$/.test(value)) add(`then.${key}`, 'must be a name');
    } else if (key === 'jsonType') {
      if (!JSON_TYPES.includes(value as string))
        add('then.jsonType', `must be one of ${JSON_TYPES.join(', ')}`);
    } else if (key === 'searchOperator') {
      if (value !== 'eq' && value !== 'like') add('then.searchOperator', 'must be eq or like');
    } else if (key === 'width') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 40 || value > 800)
        add('then.width', 'must be a whole number from 40 to 800');
    } else add(`then.${key}`, 'unknown column field');
  }
}

/**
 * Checks a rule list before it is saved: ids unique names, every condition and column
 * field known and well-typed, globs that compile, a rule that sets something. Answers every
 * problem with the rule's position, so the screen can mark the row.
 *
 * @example
 * checkRules([{ id: 'x', enabled: true, description: '', match: { columnName: '[' }, then: {} }]);
 */
/**
 * Whether `rules`, of which checkRules found `problems`, is a list of whole rules: it is when
 * there are none.
 *
 * @example
 * if (isRuleList(rules, checkRules(rules))) save(rules);
 */
export const isRuleList = (rules: unknown, problems: readonly RuleProblem[]): rules is GenRule[] =>
  problems.length === 0 && Array.isArray(rules);

export function checkRules(rules: unknown): RuleProblem[] {
  if (!Array.isArray(rules)) return [{ index: -1, field: 'rules', message: 'rules must be a list' }];
  const problems: RuleProblem[] = [];
  const seen = new Set<string>();
  rules.forEach((rule: Partial<GenRule> | undefined, index) => {
    const add = (field: string, message: string) => problems.push({ index, field, message });
    if (!isObject(rule)) {
      add('rule', 'must be an object');
      return;
    }
    if (typeof rule.id !== 'string' || !/^[a-z][a-z0-9_-]{0,39}$/i.test(rule.id))
      add('id', 'a name of letters, digits, - or _ (at most 40)');
    else if (seen.has(rule.id.toLowerCase())) add('id', `id ${rule.id} is used twice`);
    else seen.add(rule.id.toLowerCase());
    if (typeof rule.enabled !== 'boolean') add('enabled', 'must be true or false');
    if (rule.description !== undefined && typeof rule.description !== 'string')
      add('description', 'must be text');
    if (!isObject(rule.match)) add('match', 'must be an object');
    else matchProblems(rule.match, add);
    if (!isObject(rule.then) || Object.keys(rule.then).length === 0)
      add('then', 'must set at least one field');
    else thenProblems(rule.then, add);
  });
  return problems;
}
