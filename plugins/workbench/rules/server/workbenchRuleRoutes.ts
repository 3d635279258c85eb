import { authOf } from '../../../../server/auth/authGate';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, type FieldErrors, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { columnModel } from '../../generator/server/columnModel';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { RULES_EXPLAIN, RULES_RESET, RULES_SAVE } from '../../templates/server/templateBodies';
import { checkRules, isRuleList, type RuleProblem } from './checkRules';
import { BUILT_IN_RULES, explainRules, type GenRule } from './genRules';
/** The saved generation rules, as `genRuleSets` keeps them. */
export interface RuleSet {
  id: number;
  rules: GenRule[];
  version: number;
  updateTime?: string;
  updateBy?: string;
}

/**
 * The saved generation rules: one ordered list (rule set 1, which every template set
 * names), the built-in rules until someone saves. Import and sync of generated tables use them.
 */
export function storedRules(ctx: WorkbenchContext): { rules: readonly GenRule[]; version: number } {
  const set = ctx.rows('genRuleSets').find((s) => s.id === 1);
  return set ? { rules: set.rules, version: set.version } : { rules: BUILT_IN_RULES, version: 0 };
}

/**
 * The refusal of a rule list: each problem at its field path (`rules.2.then.cell`; a rule that is
 * no object at `rules.2`, a list that is none at `rules`), two of one field joined; msg names the
 * first problem's rule and field.
 */
function rulesRefusal(problems: RuleProblem[]): ApiError {
  const fieldErrors: FieldErrors = {};
  for (const { index, field, message } of problems) {
    const at = index < 0 ? field : field === 'rule' ? `rules.${index}` : `rules.${index}.${field}`;
    fieldErrors[at] = fieldErrors[at] === undefined ? message : `${fieldErrors[at]}；${message}`;
  }
  const [first] = problems;
  if (!first) return new ApiError(400, '规则无效', { fieldErrors });
  return new ApiError(400, `规则 ${first.index + 1} 的 ${first.field}：${first.message}`, { fieldErrors });
}

type Call<Body = unknown> = WorkbenchCall<Body>;

/** The rules, when checkRules found nothing wrong with them; the refusal naming each problem otherwise. */
function checkedRules(rules: unknown): GenRule[] {
  const problems = checkRules(rules);
  if (!isRuleList(rules, problems)) throw rulesRefusal(problems);
  return rules;
}

/** Stores the rules as rule set 1. */
function storeRules(ctx: WorkbenchContext, rules: GenRule[], version: number, username: string) {
  const sets = ctx.rows('genRuleSets');
  const record: RuleSet = {
    id: 1,
    rules,
    version,
    updateTime: new Date().toISOString(),
    updateBy: username,
  };
  const at = sets.findIndex((s) => s.id === 1);
  if (at >= 0) sets[at] = record;
  else sets.push(record);
}

const staleVersion = (current: { rules: readonly GenRule[]; version: number }) => ({
  current: { list: current.rules, version: current.version },
});

function listRules({ ctx, res }: Call) {
  const { rules, version } = storedRules(ctx);
  send(res, 200, messages.success, { list: rules, total: rules.length, version, builtIn: version === 0 });
}

/** The rules saved, checked rule by rule; a stale version is 409; dropping one needs delete:system. */
async function saveRules({ ctx, body, req, res }: Call<BodyOf<typeof RULES_SAVE>>) {
  const current = storedRules(ctx);
  const sent = checkedRules(body.rules);
  if (Number(body.version) !== current.version)
    return send(res, 409, '规则已被他人修改', staleVersion(current));
  const kept = new Set(sent.map((r) => r.id));
  const dropped = current.rules.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (dropped.length > 0 && !ctx.can(res, 'delete:system'))
    throw new ApiError(403, `删除规则（${dropped.join(', ')}）需要 delete:system 权限`);
  const rules = sent.map(({ id, enabled, description, match, then }) => ({
    id,
    enabled,
    description: description ?? '',
    match,
    then,
  }));
  storeRules(ctx, rules, current.version + 1, authOf(res).user.username);
  ctx.log(req, res, { projectId: null, kind: 'rules.save', summary: `saved ${rules.length} rules` });
  await ctx.store.flush();
  send(res, 200, messages.saved, { list: rules, version: current.version + 1, builtIn: false });
}

/** Back to the built-in rules (it drops the custom ones: delete:system). */
async function resetRules({ ctx, body, res }: Call<BodyOf<typeof RULES_RESET>>) {
  const current = storedRules(ctx);
  if (Number(body.version) !== current.version)
    return send(res, 409, '规则已被他人修改', staleVersion(current));
  if (!ctx.can(res, 'delete:system'))
    throw new ApiError(403, '恢复内置规则会删除自定义规则，需要 delete:system 权限');
  storeRules(ctx, [...BUILT_IN_RULES], current.version + 1, authOf(res).user.username);
  await ctx.store.flush();
  send(res, 200, messages.saved, { list: BUILT_IN_RULES, version: current.version + 1, builtIn: false });
}

/** Which rule a column matches (the screen's rules, else the saved ones) and what it gives. */
function explain({ ctx, body, res }: Call<BodyOf<typeof RULES_EXPLAIN>>) {
  const rules = body.rules !== undefined ? checkedRules(body.rules) : storedRules(ctx).rules;
  const column = body.column;
  if (!column || typeof column.name !== 'string') throw fieldRefusal({ column: '需要 column: {name, type}' });
  const type = String(column.type ?? '').toLowerCase();
  const { matched, skipped } = explainRules(rules, { ...column, name: column.name, type });
  const info = {
    name: column.name,
    type,
    nullable: column.nullable ?? true,
    isPk: Boolean(column.isPk),
    isAutoIncrement: false,
    length: column.length,
  };
  const [result] = columnModel(
    {
      name: 't',
      rowCount: 0,
      columns: [info],
      primaryKey: [],
      indexes: [],
      foreignKeys: column.hasFk ? [{ columns: [column.name], refTable: 'ref', refColumns: ['id'] }] : [],
      sample: [],
    },
    rules,
  );
  send(res, 200, messages.success, { matched: matched ?? null, skipped, result });
}

/**
 * Generation rule calls: the list with its version, save (checked rule by rule, a stale
 * version is 409, dropping a rule needs delete:system like any delete), back to the built-in
 * rules, and the explain box (a read: rules sent by the screen, else the saved ones).
 *
 * @example
 * mountRoutes(app, RULE_ROUTES, ctx);
 */
export const RULE_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/rules/getList', handler: listRules }),
  route({ method: 'POST', path: '/workbench/rules/save', body: RULES_SAVE, handler: saveRules }),
  route({ method: 'POST', path: '/workbench/rules/reset', body: RULES_RESET, handler: resetRules }),
  route({ method: 'POST', path: '/workbench/rules/explain', body: RULES_EXPLAIN, handler: explain }),
];
