import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';

interface Result {
  output?: string;
  /** The output path rendered for the same table. */
  path?: string;
  error?: { message: string; line: number; col: number };
  diagnostics: Diagnostic[];
}

/** The Liquid error of the last test render, for the editor's gutter. */
export type RenderError = Result['error'];

/**
 * 试渲染: the template as it stands in the editor, rendered by the server against a
 * generated table in a worker stopped after 2 s (so this page stays responsive), with Liquid
 * errors at their line and, for a config output path, the validation of the result.
 */
export function RenderPanel(props: {
  content: string;
  path: string;
  mode: string;
  onError: (error: RenderError) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const [tables, setTables] = useState<{ id: number; pageName: string }[] | undefined>();
  const [genTableId, setGenTableId] = useState<number | undefined>();
  const [result, setResult] = useState<Result | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void http.get<{ list: { id: number; pageName: string }[] }>('/workbench/genTable/getList').then((a) => {
      setTables(a.data.list);
      setGenTableId(a.data.list[0]?.id);
    });
  }, [http]);
  if (!canWrite) return null;
  const render = async () => {
    setBusy(true);
    try {
      const answer = await http.post<Result>('/workbench/templates/render', {
        genTableId,
        content: props.content,
        path: props.path,
        mode: props.mode,
      });
      setResult(answer.data);
      props.onError(answer.data.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="wb-screen" data-testid="wb-render" aria-label={t('workbench.tpl.test')}>
      <div className="wb-toolbar-group">
        <Select
          aria-label={t('workbench.gen.table')}
          value={genTableId}
          style={{ minWidth: 200 }}
          optionList={(tables ?? []).map((tb) => ({ value: tb.id, label: tb.pageName }))}
          onChange={(v) => setGenTableId(Number(v))}
        />
        <Button loading={busy} disabled={genTableId === undefined} onClick={() => void render()}>
          {t('workbench.tpl.test')}
        </Button>
        {tables?.length === 0 && <span className="wb-tpl-meta">{t('workbench.tpl.noTable')}</span>}
      </div>
      {result?.error && (
        <Banner
          type="danger"
          description={`${result.error.line}:${result.error.col} ${result.error.message}`}
        />
      )}
      {result?.diagnostics && result.diagnostics.length > 0 && <Diagnostics items={result.diagnostics} />}
      {result?.path && <code className="wb-tpl-file-path">{result.path}</code>}
      {result?.output !== undefined && (
        <CodeEditor
          value={result.output}
          lang={props.path.endsWith('.md') ? 'markdown' : 'yaml'}
          readOnly
          ariaLabel="output"
          height="240px"
        />
      )}
    </section>
  );
}
