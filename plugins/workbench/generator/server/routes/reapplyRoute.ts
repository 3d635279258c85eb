import type { BodyOf } from '../../../../../server/http/bodySchema';
import { messages, send } from '../../../../../server/http/envelope';
import { storedRules } from '../../../rules/server/workbenchRuleRoutes';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import type { GEN_REAPPLY } from '../generatorBodies';
import { editedTable } from '../genTableEdits';
import { reapplyRules } from '../reapplyRules';
import { findTable } from './genTables';

/**
 * `POST /workbench/generator/reapply {genTableId, genTable?, columns?}` (重新应用规则): the
 * saved rules run again over a generated table — the edited, unsaved copy the screen holds, or the
 * stored one — for the named columns or all; fields changed by hand stay. Answers the columns and
 * each change without writing, so the screen shows the diff before anything is taken.
 */
export function reapply({ ctx, body, res }: WorkbenchCall<BodyOf<typeof GEN_REAPPLY>>) {
  const edited = body.genTable;
  const stored = findTable(ctx, body.genTableId ?? edited?.id);
  const table = edited?.columns ? editedTable(stored, { columns: edited.columns }) : stored;
  const result = reapplyRules(
    { ...stored, columns: table.columns },
    storedRules(ctx).rules,
    body.columns ?? [],
  );
  send(res, 200, messages.success, result);
}
