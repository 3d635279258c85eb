import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../runtime/ui/card';
import { type RegexOutcome, runRegex } from './regexRunner';

/** The text with each match wrapped in <mark>, as React text: nothing in it is read as HTML. */
function Highlighted({ text, outcome }: { text: string; outcome: Extract<RegexOutcome, { ok: true }> }) {
  const parts: { text: string; hit: boolean; at: number }[] = [];
  let at = 0;
  for (const m of outcome.matches) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), hit: false, at });
    if (m.text) parts.push({ text: m.text, hit: true, at: m.index });
    at = Math.max(at, m.index + m.text.length);
  }
  parts.push({ text: text.slice(at), hit: false, at });
  return (
    <pre className="wb-tool-pre" data-testid="wb-tool-regex-highlight">
      {parts.map((p) =>
        p.hit ? <mark key={`m${p.at}`}>{p.text}</mark> : <Fragment key={`t${p.at}`}>{p.text}</Fragment>,
      )}
    </pre>
  );
}

/**
 * Regex tester for a page's `pattern`: pattern, flags and a sample text; matches highlighted
 * and listed with their groups. The pattern runs in a worker with a 1 s limit, so a catastrophic
 * one is stopped and reported instead of freezing the console.
 */
export function RegexCard() {
  const { t } = useTranslation();
  const [pattern, setPattern] = useState('^1[3-9]\\d{9}$');
  const [flags, setFlags] = useState('gm');
  const [text, setText] = useState('13800138000\n12345\n15912345678');
  const [outcome, setOutcome] = useState<RegexOutcome | undefined>();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void runRegex(pattern, flags, text).then((next) => live && setOutcome(next));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pattern, flags, text]);
  const failure = outcome && !outcome.ok ? outcome : undefined;
  return (
    <Card title={t('workbench.tools.regex')} className="wb-tool" data-testid="wb-tool-regex">
      <div className="wb-tool-body">
        <div className="wb-tool-regexbar">
          <Input
            aria-label={t('workbench.tools.pattern')}
            prefix="/"
            value={pattern}
            onChange={setPattern}
            validateStatus={failure?.kind === 'pattern' ? 'error' : 'default'}
          />
          <Input
            aria-label={t('workbench.tools.flags')}
            prefix="/"
            value={flags}
            onChange={setFlags}
            style={{ width: 90 }}
            validateStatus={failure?.kind === 'flags' ? 'error' : 'default'}
          />
        </div>
        <TextArea
          aria-label={t('workbench.tools.text')}
          value={text}
          onChange={setText}
          autosize={{ minRows: 3, maxRows: 10 }}
        />
        {failure && (
          <Typography.Text type="danger" role="alert" data-testid="wb-tool-error-regex">
            {failure.kind === 'timeout'
              ? t('workbench.tools.timeout')
              : failure.col
                ? t('workbench.tools.atCol', { col: failure.col, message: failure.message })
                : `${t('workbench.tools.pattern')}: ${failure.message}`}
          </Typography.Text>
        )}
        {outcome?.ok && (
          <div data-testid="wb-tool-regex-result">
            <Typography.Text>
              {outcome.matches.length > 0
                ? t('workbench.tools.matches', { count: outcome.matches.length })
                : t('workbench.tools.noMatch')}
              {outcome.capped ? ` ${t('workbench.tools.capped')}` : ''}
            </Typography.Text>
            <Highlighted text={text} outcome={outcome} />
            <ol className="wb-tool-matches">
              {outcome.matches.slice(0, 50).map((m) => (
                <li key={m.index}>
                  <code>{m.index}</code> {m.text}
                  {m.groups.length > 0 && ` — ${m.groups.map((g, i) => `$${i + 1}=${g ?? ''}`).join(', ')}`}
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </Card>
  );
}
