import Button from '@douyinfe/semi-ui/lib/es/button';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';

type Problem = { line: number; col: number; code: string; message: string; severity: string };
const KINDS = ['page', 'routes', 'app', 'permissions', 'theme', 'i18n'];

/**
 * Config snippet check: a pasted page, routes file, app.yaml… checked by the server against
 * its schema with `jimu validate`'s own parser and messages; each problem at line:col.
 */
export function SnippetCard() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [kind, setKind] = useState('page');
  const [text, setText] = useState(
    'kind: crud\nresource: users\ncolumns:\n  - { field: id, title: field.id }\n',
  );
  const [problems, setProblems] = useState<Problem[] | undefined>();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const answer = await http.post<{ diagnostics: Problem[] }>('/workbench/tools/checkSnippet', {
        kind,
        text,
      });
      setProblems(answer.data.diagnostics);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('workbench.tools.snippet')} className="wb-tool" data-testid="wb-tool-snippet">
      <div className="wb-tool-body">
        <Select
          aria-label={t('workbench.tools.snippetKind')}
          prefix={t('workbench.tools.snippetKind')}
          value={kind}
          onChange={(v) => setKind(String(v))}
          optionList={KINDS.map((k) => ({ value: k, label: k }))}
        />
        <TextArea
          aria-label={t('workbench.tools.snippetText')}
          value={text}
          onChange={setText}
          autosize={{ minRows: 4, maxRows: 14 }}
          className="wb-tool-code"
        />
        <Button onClick={() => void check()} loading={busy}>
          {t('workbench.tools.check')}
        </Button>
        {problems && (
          <div data-testid="wb-tool-snippet-result">
            {problems.length === 0 ? (
              <Typography.Text type="success">{t('workbench.tools.noProblems')}</Typography.Text>
            ) : (
              <ul className="wb-tool-matches">
                {problems.map((p) => (
                  <li key={`${p.line}:${p.col}:${p.message}`}>
                    <Typography.Text type={p.severity === 'error' ? 'danger' : 'warning'}>
                      {`${p.line}:${p.col} ${p.code}`}
                    </Typography.Text>{' '}
                    {p.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
