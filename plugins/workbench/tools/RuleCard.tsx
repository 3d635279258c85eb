import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';

type Explained = {
  rule: string;
  permission: string | null;
  public: boolean;
  roles: { role: string; allowed: boolean }[];
};

/**
 * Permission rule tester: `METHOD /path` and a role → the rule that matches, the permission
 * it needs and allow/deny — answered by the server with the mock server's own policy over the
 * console's permissions.yaml, so it cannot disagree with what a real call gets.
 */
export function RuleCard() {
  const { t } = useTranslation();
  const { http, user } = usePluginServices();
  const [call, setCall] = useState('POST /userManagement/doDelete');
  const [roles, setRoles] = useState<string[]>([]);
  const [role, setRole] = useState(user.roles[0] ?? '');
  const [answer, setAnswer] = useState<Explained | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const ask = async (method: string, path: string) =>
    (await http.get<Explained>('/workbench/apis/explain', { projectId: 0, method, path })).data;
  useEffect(() => {
    void http
      .get<Explained>('/workbench/apis/explain', { projectId: 0, method: 'GET', path: '/' })
      .then((a) => setRoles(a.data.roles.map((r) => r.role)));
  }, [http]);
  const test = async () => {
    const m = /^\s*(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)\s*$/i.exec(call);
    if (!m) {
      setAnswer(undefined);
      return setProblem(t('workbench.tools.badCall'));
    }
    setProblem(undefined);
    setAnswer(await ask(m[1].toUpperCase(), m[2]));
  };
  const allowed = answer?.roles.find((r) => r.role === role)?.allowed;
  const verdict = !answer
    ? ''
    : answer.public
      ? t('workbench.tools.allowPublic')
      : answer.permission === null
        ? t('workbench.tools.denyNone')
        : t(allowed ? 'workbench.tools.allow' : 'workbench.tools.deny', { permission: answer.permission });
  return (
    <Card title={t('workbench.tools.rule')} className="wb-tool" data-testid="wb-tool-rule">
      <div className="wb-tool-body">
        <Input
          aria-label={t('workbench.tools.call')}
          value={call}
          onChange={setCall}
          validateStatus={problem ? 'error' : 'default'}
        />
        <Select
          aria-label={t('workbench.tools.role')}
          prefix={t('workbench.tools.role')}
          value={role}
          onChange={(v) => setRole(String(v))}
          optionList={roles.map((r) => ({ value: r, label: r }))}
        />
        <Button onClick={() => void test()}>{t('workbench.tools.test')}</Button>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
        {answer && (
          <div data-testid="wb-tool-rule-result">
            <Typography.Text strong type={allowed || answer.public ? 'success' : 'danger'}>
              {verdict}
            </Typography.Text>
            <br />
            <Typography.Text type="tertiary">
              {t('workbench.tools.matched', { rule: answer.rule })}
            </Typography.Text>
          </div>
        )}
      </div>
    </Card>
  );
}
