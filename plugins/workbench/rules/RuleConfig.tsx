import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { useWorkbenchMessages } from '../shared/messages';
import '../shared/workbench.css';

interface Rule {
  id: string;
  enabled: boolean;
  description: string;
  match: Record<string, unknown>;
  then: Record<string, unknown>;
}

interface Explanation {
  matched: Rule | null;
  skipped: { ruleId: string; reason: string }[];
  result: Record<string, unknown>;
}

/**
 * /workbench/project/gen_tpl/rule_config (§5.8.3): the ordered rule list (first match wins;
 * move up/down and enable switches change this screen's working copy) and the explain box: type a
 * column, see which rule matched, which were skipped and why, and the resulting column config.
 */
export default function RuleConfig() {
  const { t } = useWorkbenchMessages();
  const { http } = usePluginServices();
  const [rules, setRules] = useState<Rule[]>([]);
  const [name, setName] = useState('publish_status');
  const [type, setType] = useState('tinyint(4)');
  const [explanation, setExplanation] = useState<Explanation | undefined>();
  useEffect(() => {
    void http.get<{ list: Rule[] }>('/workbench/rules/getList').then((a) => setRules(a.data.list));
  }, [http]);
  useEffect(() => {
    if (rules.length === 0 || !name) return;
    const timer = setTimeout(() => {
      void http
        .post<Explanation>('/workbench/rules/explain', { rules, column: { name, type } })
        .then((a) => setExplanation(a.data));
    }, 200);
    return () => clearTimeout(timer);
  }, [http, rules, name, type]);
  const move = (index: number, by: number) => {
    const next = [...rules];
    const [rule] = next.splice(index, 1);
    if (rule) next.splice(index + by, 0, rule);
    setRules(next);
  };
  return (
    <div className="wb-screen">
      <div className="wb-split" style={{ gridTemplateColumns: '1fr minmax(280px, 380px)' }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rules}
          columns={[
            {
              title: '#',
              dataIndex: 'id',
              width: 50,
              render: (_: unknown, __: Rule, index: number) => index + 1,
            },
            { title: 'id', dataIndex: 'id', width: 90 },
            { title: t('workbench.rules.title'), dataIndex: 'description' },
            { title: 'match', dataIndex: 'match', render: (m: unknown) => <code>{JSON.stringify(m)}</code> },
            { title: 'then', dataIndex: 'then', render: (m: unknown) => <code>{JSON.stringify(m)}</code> },
            {
              title: '',
              dataIndex: 'enabled',
              width: 170,
              render: (enabled: boolean, rule: Rule, index: number) => (
                <Space>
                  <Switch
                    size="small"
                    aria-label={rule.id}
                    checked={enabled}
                    onChange={(on) =>
                      setRules(rules.map((r) => (r.id === rule.id ? { ...r, enabled: on } : r)))
                    }
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
                </Space>
              ),
            },
          ]}
        />
        <div className="wb-screen" data-testid="wb-explain">
          <Typography.Title heading={5}>{t('workbench.rules.explain')}</Typography.Title>
          <Input
            aria-label={t('workbench.rules.columnName')}
            prefix={t('workbench.rules.columnName')}
            value={name}
            onChange={setName}
          />
          <Input
            aria-label={t('workbench.rules.columnType')}
            prefix={t('workbench.rules.columnType')}
            value={type}
            onChange={setType}
          />
          {explanation && (
            <>
              <Typography.Text>
                {t('workbench.rules.matched')}:{' '}
                {explanation.matched ? (
                  <Tag color="green">{explanation.matched.id}</Tag>
                ) : (
                  t('workbench.rules.none')
                )}
              </Typography.Text>
              <div>
                <Typography.Text type="tertiary">{t('workbench.rules.skipped')}</Typography.Text>
                <ul>
                  {explanation.skipped.map((s) => (
                    <li key={s.ruleId}>
                      <code>{s.ruleId}</code> — {s.reason}
                    </li>
                  ))}
                </ul>
              </div>
              <Typography.Text type="tertiary">{t('workbench.rules.result')}</Typography.Text>
              <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(explanation.result, null, 2)}</pre>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
