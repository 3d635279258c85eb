import Button from '@douyinfe/semi-ui/lib/es/button';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type Change, diffLines } from 'diff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '../../../runtime/lib';
import { Card } from '../../../runtime/ui/card';
import { type Converted, parseJson } from './convert';
import { ToolError } from './ToolError';

/** Keys sorted at every level, so a diff shows changed values, not reordered keys. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : isRecord(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted(value[k])]),
        )
      : value;

type Failure = Extract<Converted, { ok: false }>;

/** The diff as numbered lines, each marked + (added), - (removed) or a space. */
const linesOf = (changes: Change[]) => {
  const out: { n: number; mark: string; text: string }[] = [];
  for (const c of changes)
    for (const text of c.value.replace(/\n$/, '').split('\n'))
      out.push({ n: out.length, mark: c.added ? '+' : c.removed ? '-' : ' ', text });
  return out;
};

/** JSON diff: two documents compared line by line after sorting keys; +/− lines as text. */
export function JsonDiffCard() {
  const { t } = useTranslation();
  const [before, setBefore] = useState('{\n  "title": "page.users",\n  "pageSize": 20\n}');
  const [after, setAfter] = useState('{\n  "pageSize": 50,\n  "title": "page.users"\n}');
  const [errors, setErrors] = useState<{ before?: Failure; after?: Failure }>({});
  const [changes, setChanges] = useState<Change[] | undefined>();
  const compare = () => {
    const a = parseJson(before);
    const b = parseJson(after);
    setErrors({ before: a.ok ? undefined : a, after: b.ok ? undefined : b });
    if (!a.ok || !b.ok) return setChanges(undefined);
    setChanges(diffLines(JSON.stringify(sorted(a.value), null, 2), JSON.stringify(sorted(b.value), null, 2)));
  };
  const added = changes?.filter((c) => c.added).reduce((n, c) => n + (c.count ?? 0), 0) ?? 0;
  const removed = changes?.filter((c) => c.removed).reduce((n, c) => n + (c.count ?? 0), 0) ?? 0;
  return (
    <Card title={t('workbench.tools.diff')} className="wb-tool" data-testid="wb-tool-diff">
      <div className="wb-tool-body">
        <TextArea
          aria-label={t('workbench.tools.before')}
          value={before}
          onChange={setBefore}
          autosize={{ minRows: 3, maxRows: 10 }}
          className="wb-tool-code"
        />
        <ToolError error={errors.before} testId="wb-tool-error-diff-before" />
        <TextArea
          aria-label={t('workbench.tools.after')}
          value={after}
          onChange={setAfter}
          autosize={{ minRows: 3, maxRows: 10 }}
          className="wb-tool-code"
        />
        <ToolError error={errors.after} testId="wb-tool-error-diff-after" />
        <Button onClick={compare}>{t('workbench.tools.compare')}</Button>
        {changes && (
          <div data-testid="wb-tool-diff-result">
            <Typography.Text>
              {added + removed === 0 ? t('workbench.tools.same') : `+${added} −${removed}`}
            </Typography.Text>
            <pre className="wb-tool-pre">
              {linesOf(changes).map((line) => (
                <div
                  key={line.n}
                  className={
                    line.mark === '+' ? 'wb-tool-add' : line.mark === '-' ? 'wb-tool-del' : undefined
                  }
                >
                  {`${line.mark} ${line.text}`}
                </div>
              ))}
            </pre>
          </div>
        )}
      </div>
    </Card>
  );
}
