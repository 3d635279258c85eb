import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { fillVariables } from './environments';
import { MethodTag } from './MethodTag';
import { addRun } from './runHistory';
import { curlOf, parseJsonField, sampleOf, sendTry, type TryResult } from './tryIt';
import type { Access, Endpoint } from './types';

/** The project whose endpoints are this console's own (JIMU): run on this server directly. */
const THIS_CONSOLE = 0;

/**
 * 运行 (try-it): path, query and body prefilled from the schemas, sent through the console's own
 * http client — the session's token, envelope reading, token refresh and error log are the real
 * ones — to the console's own back end only. Another project's endpoint is handed to the
 * workbench's server (POST /workbench/apis/run), which answers it as that project's server would,
 * by the project's rules and data. The answer shows status, time, message and body; a 403 also
 * shows why (the rule and the permission the person's roles lack). Typed values survive any failure.
 */
export function RunTab({
  endpoint,
  projectId,
  vars,
}: {
  endpoint: Endpoint;
  projectId: number;
  vars: Record<string, string | number | boolean>;
}) {
  const { t } = useTranslation();
  const { http, user } = usePluginServices();
  const [path, setPath] = useState(endpoint.path.replace(/\{[^}]+\}/g, '1'));
  const [query, setQuery] = useState(() => JSON.stringify(sampleOf(endpoint.query, true), null, 2));
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const [body, setBody] = useState(() => JSON.stringify(sampleOf(endpoint.body, false), null, 2));
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TryResult | undefined>();
  const [reason, setReason] = useState<string | undefined>();
  const [curl, setCurl] = useState<string | undefined>();
  const inputs = () => {
    const filled = [path, query, hasBody ? body : ''].map((text) => fillVariables(text, vars));
    const missing = filled.find((f) => 'missing' in f);
    if (missing && 'missing' in missing)
      return { error: t('workbench.apiPort.envMissing', { name: missing.missing }) };
    const [url, queryText, bodyText] = filled.map((f) => ('text' in f ? f.text : ''));
    if (!/^\/(?!\/)[^\s\\]*$/.test(url) || url.includes('://'))
      return { error: t('workbench.apiPort.badPath') };
    const q = parseJsonField(queryText, t('workbench.apiPort.query'), t);
    if ('error' in q) return q;
    const b = hasBody ? parseJsonField(bodyText, t('workbench.apiPort.body'), t) : { value: undefined };
    if ('error' in b) return b;
    return { url, params: q.value as Record<string, unknown>, data: b.value };
  };
  const explain = (access: Access) =>
    access.permission
      ? t('workbench.apiPort.reason', {
          permission: access.permission,
          rule: access.rule,
          roles: user.roles.join(', '),
        })
      : t('workbench.apiPort.reasonNone', { rule: access.rule });
  const send = async () => {
    const ready = inputs();
    setProblem('error' in ready ? ready.error : undefined);
    if ('error' in ready) return;
    setSending(true);
    setReason(undefined);
    try {
      const answer =
        projectId === THIS_CONSOLE
          ? await sendTry(http, { method: endpoint.method, ...ready })
          : await sendTry(http, {
              method: 'POST',
              url: '/workbench/apis/run',
              data: {
                projectId,
                method: endpoint.method,
                path: ready.url,
                query: ready.params ?? null,
                body: ready.data,
              },
            });
      setResult(answer);
      addRun({
        at: new Date().toISOString(),
        method: endpoint.method,
        url: ready.url,
        status: answer.status,
        ms: answer.ms,
        msg: answer.msg,
      });
      if (answer.status === 403) {
        // The rules of the project whose endpoint it is say why.
        const access = await http
          .get<Access>('/workbench/apis/explain', {
            projectId,
            method: endpoint.method,
            path: ready.url.split('?')[0],
          })
          .then((a) => a.data)
          .catch(() => endpoint.access);
        setReason(explain(access));
      }
    } finally {
      setSending(false);
    }
  };
  const copyCurl = () => {
    const ready = inputs();
    setProblem('error' in ready ? ready.error : undefined);
    if ('error' in ready) return;
    const text = curlOf(location.origin, endpoint.method, ready.url, ready.params, ready.data);
    setCurl(text);
    void navigator.clipboard?.writeText(text).then(
      () => toast('success', t('workbench.common.copied')),
      () => undefined,
    );
  };
  const ok = result && result.status >= 200 && result.status < 300;
  return (
    <div className="wb-api-run" data-testid="wb-api-run">
      <div className="wb-api-runbar">
        <MethodTag method={endpoint.method} />
        <Input aria-label={t('workbench.apiPort.pathArg')} value={path} onChange={setPath} />
        <Button theme="solid" loading={sending} disabled={sending} onClick={() => void send()}>
          {sending ? t('workbench.apiPort.sending') : t('workbench.apiPort.send')}
        </Button>
        <Button onClick={copyCurl}>{t('workbench.apiPort.copyCurl')}</Button>
      </div>
      {projectId !== THIS_CONSOLE && (
        <Typography.Text type="tertiary" size="small" data-testid="wb-api-relay">
          {t('workbench.apiPort.relayNote')}
        </Typography.Text>
      )}
      {problem && <Banner type="danger" description={problem} data-testid="wb-api-problem" />}
      <Typography.Text strong>{t('workbench.apiPort.query')}</Typography.Text>
      <CodeEditor
        lang="json"
        value={query}
        onChange={setQuery}
        height="90px"
        ariaLabel={t('workbench.apiPort.query')}
      />
      {hasBody && (
        <>
          <Typography.Text strong>{t('workbench.apiPort.body')}</Typography.Text>
          <CodeEditor
            lang="json"
            value={body}
            onChange={setBody}
            height="140px"
            ariaLabel={t('workbench.apiPort.body')}
          />
        </>
      )}
      {curl && (
        <div>
          <Typography.Text type="tertiary">{t('workbench.apiPort.curlNoToken')}</Typography.Text>
          <pre className="wb-api-curl" data-testid="wb-api-curl">
            {curl}
          </pre>
        </div>
      )}
      {result && (
        <div className="wb-api-result" data-testid="wb-api-result">
          <div className="wb-toolbar-group">
            <Typography.Text strong>{t('workbench.apiPort.result')}</Typography.Text>
            <Tag color={ok ? 'green' : 'red'} data-testid="wb-api-status">
              {result.status}
            </Tag>
            <Typography.Text type="tertiary">
              {t('workbench.apiPort.elapsed', { ms: result.ms })}
            </Typography.Text>
            <Typography.Text>{result.msg}</Typography.Text>
          </div>
          {reason && <Banner type="danger" description={reason} data-testid="wb-api-reason" />}
          {result.headers.length > 0 && (
            <details className="wb-api-headers">
              <summary>{t('workbench.apiPort.headers', { count: result.headers.length })}</summary>
              <pre className="wb-api-curl">
                {result.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
              </pre>
            </details>
          )}
          <CodeEditor
            lang="json"
            readOnly
            value={JSON.stringify(result.body, null, 2)}
            height="260px"
            ariaLabel={t('workbench.apiPort.result')}
          />
        </div>
      )}
    </div>
  );
}
