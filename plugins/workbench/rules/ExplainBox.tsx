import Input from '@douyinfe/semi-ui/lib/es/input';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import type { Rule } from './types';

interface Explanation {
  matched: Rule | null;
  skipped: { ruleId: string; reason: string }[];
  result: Record<string, unknown>;
}

/**
 * The explain box: type a column, see the rule of the working copy that matched, the rules
 * skipped before it and why, and the resulting column config. Asking is a read.
 */
export function ExplainBox({ rules }: { rules: Rule[] }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [name, setName] = useState('publish_status');
  const [type, setType] = useState('tinyint(4)');
  const [explanation, setExplanation] = useState<Explanation | undefined>();
  useEffect(() => {
    if (rules.length === 0 || !name) return;
    const timer = setTimeout(() => {
      void http
        .post<Explanation>('/workbench/rules/explain', { rules, column: { name, type } })
        .then((a) => setExplanation(a.data))
        .catch(() => setExplanation(undefined));
    }, 200);
    return () => clearTimeout(timer);
  }, [http, rules, name, type]);
  return (
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
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(explanation.result, null, 2)}
          </pre>
        </>
      )}
    </div>
  );
}
