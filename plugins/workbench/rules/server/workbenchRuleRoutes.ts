import type { Router } from 'express';
import { authOf } from '../../../../server/auth/authGate';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, type FieldErrors, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { columnModel } from '../../generator/server/columnModel';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { checkRules, type RuleProblem } from './checkRules';
import { BUILT_IN_RULES, explainRules, type GenRule, type RuleInput } from './genRules';

type Row = Record<string, unknown>;
/** The saved generation rules, as `genRuleSets` keeps them. */
export interface RuleSet {
  id: number;
  rules: GenRule[];
  version: number;
  updateTime?: string;
  updateBy?: string;
}

/**
 * The saved generation rules (§5.8.3): one ordered list (rule set 1, which every template set
 * names), the built-in rules until someone saves. Import and sync of generated tables use them.
 */
export function storedRules(ctx: WorkbenchContext): { rules: readonly GenRule[]; version: number } {
  const set = (ctx.rows('genRuleSets') as unknown as RuleSet[]).find((s) => s.id === 1);
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
  const first = problems[0] as RuleProblem;
  return new ApiError(400, `规则 ${first.index + 1} 的 ${first.field}：${first.message}`, { fieldErrors });
}

/**
 * Generation rule calls (§5.8.3): the list with its version, save (checked rule by rule, a stale
 * version is 409, dropping a rule needs delete:system like any delete), back to the built-in
 * rules, and the explain box (a read: rules sent by the screen, else the saved ones).
 *
 * @example
 * mountWorkbenchRuleRoutes(app, ctx);
 */
export function mountWorkbenchRuleRoutes(app: Router, ctx: WorkbenchContext): void {
  const store = (rules: GenRule[], version: number, username: string) => {
    const sets = ctx.rows('genRuleSets') as unknown as RuleSet[];
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
  };

  app.get('/workbench/rules/getList', (_req, res) => {
    const { rules, version } = storedRules(ctx);
    send(res, 200, messages.success, { list: rules, total: rules.length, version, builtIn: version === 0 });
  });

  app.post(
    '/workbench/rules/save',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const current = storedRules(ctx);
      const problems = checkRules(body.rules);
      if (problems.length > 0) throw rulesRefusal(problems);
      if (Number(body.version) !== current.version)
        return send(res, 409, '规则已被他人修改', {
          current: { list: current.rules, version: current.version },
        });
      const kept = new Set((body.rules as GenRule[]).map((r) => r.id));
      const dropped = current.rules.filter((r) => !kept.has(r.id)).map((r) => r.id);
      if (dropped.length > 0 && !ctx.can(res, 'delete:system'))
        throw new ApiError(403, `删除规则（${dropped.join(', ')}）需要 delete:system 权限`);
      const rules = (body.rules as GenRule[]).map(({ id, enabled, description, match, then }) => ({
        id,
        enabled,
        description: description ?? '',
        match,
        then,
      }));
      store(rules, current.version + 1, authOf(res).user.username);
      ctx.log(req, res, { projectId: null, kind: 'rules.save', summary: `saved ${rules.length} rules` });
      await ctx.store.flush();
      send(res, 200, messages.saved, { list: rules, version: current.version + 1, builtIn: false });
    }),
  );

  app.post(
    '/workbench/rules/reset',
    asyncHandler(async (req, res) => {
      const current = storedRules(ctx);
      if (Number((req.body as Row).version) !== current.version)
        return send(res, 409, '规则已被他人修改', {
          current: { list: current.rules, version: current.version },
        });
      if (!ctx.can(res, 'delete:system'))
        throw new ApiError(403, '恢复内置规则会删除自定义规则，需要 delete:system 权限');
      store([...BUILT_IN_RULES], current.version + 1, authOf(res).user.username);
      await ctx.store.flush();
      send(res, 200, messages.saved, { list: BUILT_IN_RULES, version: current.version + 1, builtIn: false });
    }),
  );

  app.post('/workbench/rules/explain', (req, res) => {
    const body = req.body as Row;
    if (body.rules !== undefined) {
      const problems = checkRules(body.rules);
      if (problems.length > 0) throw rulesRefusal(problems);
    }
    const rules = body.rules !== undefined ? (body.rules as GenRule[]) : storedRules(ctx).rules;
    const column = body.column as RuleInput;
    if (!column || typeof column.name !== 'string')
      throw fieldRefusal({ column: '需要 column: {name, type}' });
    const type = String(column.type ?? '').toLowerCase();
    const { matched, skipped } = explainRules(rules, { ...column, type });
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
  });
}
