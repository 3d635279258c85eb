import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../runtime/ui/semi';
import type { Rule, RuleProblem } from './types';

/**
 * The ordered rules of the working copy: position, id, description, conditions and fields as text,
 * a switch and up/down for everyone (they change only the copy the explain box runs), duplicate
 * and edit for who may write, delete for who may delete. A row the server refused is marked.
 */
export function RuleTable(props: {
  rules: Rule[];
  problems: RuleProblem[];
  onChange: (rules: Rule[]) => void;
  onEdit?: (index: number) => void;
  onDuplicate?: (index: number) => void;
  onRemove?: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { rules, onChange } = props;
  const move = (index: number, by: number) => {
    const next = [...rules];
    const [rule] = next.splice(index, 1);
    if (rule) next.splice(index + by, 0, rule);
    onChange(next);
  };
  return (
    <Table
      size="small"
      rowKey={(rule?: Rule) => rule?.id ?? ''}
      pagination={false}
      dataSource={rules}
      scroll={{ x: 760 }}
      onRow={(rule?: Rule) => ({ 'data-rule': rule?.id })}
      columns={[
        {
          // The row's position, not a field: its own key, apart from the id column's.
          title: '#',
          key: 'position',
          width: 44,
          render: (_: unknown, __: Rule, index: number) =>
            props.problems.some((p) => p.index === index) ? <Tag color="red">{index + 1}</Tag> : index + 1,
        },
        { title: 'id', dataIndex: 'id', width: 120 },
        { title: t('workbench.ruleset.description'), dataIndex: 'description' },
        {
          title: t('workbench.ruleset.when'),
          dataIndex: 'match',
          render: (m: unknown) => <code>{JSON.stringify(m)}</code>,
        },
        {
          title: t('workbench.ruleset.result'),
          dataIndex: 'then',
          render: (m: unknown) => <code>{JSON.stringify(m)}</code>,
        },
        {
          title: '',
          dataIndex: 'enabled',
          width: 250,
          render: (enabled: boolean, rule: Rule, index: number) => (
            <Space wrap spacing={4}>
              <Switch
                size="small"
                aria-label={rule.id}
                checked={enabled}
                onChange={(on) => onChange(rules.map((r, i) => (i === index ? { ...r, enabled: on } : r)))}
              />
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`${t('workbench.gen.moveUp')} ${rule.id}`}
              >
                ↑
              </Button>
              <Button
                size="small"
                disabled={index === rules.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`${t('workbench.gen.moveDown')} ${rule.id}`}
              >
                ↓
              </Button>
              {props.onEdit && (
                <Button size="small" onClick={() => props.onEdit?.(index)}>
                  {t('workbench.ruleset.edit')}
                </Button>
              )}
              {props.onDuplicate && (
                <Button size="small" onClick={() => props.onDuplicate?.(index)}>
                  {t('workbench.ruleset.duplicate')}
                </Button>
              )}
              {props.onRemove && (
                <Button size="small" type="danger" onClick={() => props.onRemove?.(index)}>
                  {t('workbench.ruleset.remove')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
