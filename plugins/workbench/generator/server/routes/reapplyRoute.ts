import type { Router } from 'express';
import { fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { storedRules } from '../../rules/server/workbenchRuleRoutes';
import type { WorkbenchContext } from '../../server/workbenchContext';
import type { GenTable } from './genTypes';
import { reapplyRules } from './reapplyRules';

type Row = Record<string, unknown>;

/**
 * `POST /workbench/generator/reapply {genTableId, genTable?, columns?}` (§5.7.3 重新应用规则): the
 * saved rules run again over a generated table — the edited, unsaved copy the screen holds, or the
 * stored one — for the named columns or all; fields changed by hand stay. Answers the columns and
 * each change without writing, so the screen shows the diff before anything is taken.
 *
 * @example
 * mountReapplyRoute(app, ctx, find);
 */
export function mountReapplyRoute(app: Router, ctx: WorkbenchContext, find: (id: unknown) => GenTable): void {
  app.post('/workbench/generator/reapply', (req, res) => {
    const body = req.body as Row;
    const edited = body.genTable as GenTable | undefined;
    const stored = find(body.genTableId ?? edited?.id);
    const only = body.columns ?? [];
    if (!Array.isArray(only) || only.some((name) => typeof name !== 'string'))
      throw fieldRefusal({ columns: 'columns 须为列名数组' });
    const columns = Array.isArray(edited?.columns) ? edited.columns : stored.columns;
    const result = reapplyRules({ ...stored, columns }, storedRules(ctx).rules, only as string[]);
    send(res, 200, messages.success, result);
  });
}
