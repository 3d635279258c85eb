import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import List from '@douyinfe/semi-ui/lib/es/list';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import type { GenColumn, GenTable } from './types';

interface Change {
  column: string;
  field: string;
  from: unknown;
  to: unknown;
}

const shown = (value: unknown, empty: string) => (value === undefined ? empty : JSON.stringify(value));

/**
 * 重新应用规则: asks the server what the saved rules give the table's columns now, shows
 * each field that would change per column (fields changed by hand are left out by the server), and
 * takes the ticked columns into the working copy — one undoable step; nothing is saved yet.
 */
export function ReapplyRules({ table, onApply }: { table: GenTable; onApply(columns: GenColumn[]): void }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [answer, setAnswer] = useState<{ columns: GenColumn[]; changes: Change[] }>();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const open = async () => {
    const reply = await http.post<{ columns: GenColumn[]; changes: Change[] }>(
      '/workbench/generator/reapply',
      {
        genTableId: table.id,
        genTable: table,
      },
    );
    setAnswer(reply.data);
    setTicked(new Set(reply.data.changes.map((c) => c.column)));
  };
  const columns = [...new Set(answer?.changes.map((c) => c.column) ?? [])];
  const take = () => {
    if (!answer) return;
    const fresh = new Map(answer.columns.map((c) => [c.columnName, c]));
    onApply(table.columns.map((c) => (ticked.has(c.columnName) ? (fresh.get(c.columnName) ?? c) : c)));
    setAnswer(undefined);
  };
  return (
    <>
      <Button onClick={() => void open()}>{t('workbench.reapply.button')}</Button>
      <Modal
        visible={answer !== undefined}
        title={t('workbench.reapply.title')}
        onCancel={() => setAnswer(undefined)}
        onOk={take}
        okText={t('workbench.reapply.apply')}
        okButtonProps={{ disabled: ticked.size === 0 }}
      >
        <Typography.Paragraph type="tertiary">{t('workbench.reapply.help')}</Typography.Paragraph>
        {columns.length === 0 ? (
          <Empty description={t('workbench.reapply.none')} />
        ) : (
          <List
            size="small"
            dataSource={columns}
            renderItem={(column) => (
              <List.Item data-reapply={column}>
                <div>
                  <Checkbox
                    checked={ticked.has(column)}
                    onChange={(event) => {
                      const next = new Set(ticked);
                      if (event.target.checked) next.add(column);
                      else next.delete(column);
                      setTicked(next);
                    }}
                  >
                    <code>{column}</code>
                  </Checkbox>
                  {answer?.changes
                    .filter((c) => c.column === column)
                    .map((c) => (
                      <div key={c.field} className="wb-reapply-change">
                        <Typography.Text code>{c.field}</Typography.Text>{' '}
                        {shown(c.from, t('workbench.reapply.empty'))} →{' '}
                        {shown(c.to, t('workbench.reapply.empty'))}
                      </div>
                    ))}
                </div>
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}
