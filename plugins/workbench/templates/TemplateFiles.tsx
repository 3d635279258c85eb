import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Select from '@douyinfe/semi-ui/lib/es/select';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';
import { holds } from '../shared/errors';
import { useWorkbenchMessages } from '../shared/messages';
import '../shared/workbench.css';

interface Result {
  output?: string;
  error?: { message: string; line: number; col: number };
  diagnostics: Diagnostic[];
}

const STARTER =
  '# {{ table.name | pascal }}\n\n{% for column in columns %}- {{ column.field }}: {{ column.titleEn }}\n{% endfor %}';
const VARIABLES = ['project.name', 'table.name', 'page', 'route', 'columns', 'strings', 'now'];

/**
 * /workbench/project/gen_tpl/files (§5.8.2), the template test panel: a Liquid template in the
 * editor, the variables to insert, 试渲染 against a generated table — rendered by the server in a
 * worker stopped after 2 s, so this page stays responsive — with Liquid errors at their line and,
 * for a config output path, the validation of the result.
 */
export default function TemplateFiles() {
  const { t } = useWorkbenchMessages();
  const { http, user } = usePluginServices();
  const [tables, setTables] = useState<{ id: number; pageName: string }[]>([]);
  const [genTableId, setGenTableId] = useState<number | undefined>();
  const [content, setContent] = useState(STARTER);
  const [path, setPath] = useState('docs/{{ page }}.md');
  const [result, setResult] = useState<Result | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void http.get<{ list: { id: number; pageName: string }[] }>('/workbench/genTable/getList').then((a) => {
      setTables(a.data.list);
      setGenTableId(a.data.list[0]?.id);
    });
  }, [http]);
  const canRender = holds(user.permissions, 'write:system');
  const render = async () => {
    setBusy(true);
    try {
      setResult((await http.post<Result>('/workbench/templates/render', { genTableId, content, path })).data);
    } finally {
      setBusy(false);
    }
  };
  const errorMarks = result?.error ? [{ ...result.error, severity: 'error' as const }] : [];
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <span className="wb-toolbar-group">
          <Select
            aria-label={t('workbench.gen.table')}
            value={genTableId}
            style={{ minWidth: 200 }}
            optionList={tables.map((tb) => ({ value: tb.id, label: tb.pageName }))}
            onChange={(v) => setGenTableId(Number(v))}
          />
          <Input
            aria-label={t('workbench.templates.path')}
            prefix={t('workbench.templates.path')}
            value={path}
            onChange={setPath}
            style={{ minWidth: 280 }}
          />
        </span>
        {canRender && (
          <Button
            theme="solid"
            loading={busy}
            disabled={genTableId === undefined}
            onClick={() => void render()}
          >
            {t('workbench.templates.render')}
          </Button>
        )}
      </div>
      <Typography.Text type="tertiary">
        {VARIABLES.map((v) => (
          <Button key={v} size="small" theme="borderless" onClick={() => setContent(`${content}{{ ${v} }}`)}>
            {`{{ ${v} }}`}
          </Button>
        ))}
      </Typography.Text>
      <CodeEditor
        value={content}
        lang="liquid"
        onChange={setContent}
        diagnostics={errorMarks}
        ariaLabel="template"
        height="280px"
      />
      {result?.error && (
        <Banner
          type="danger"
          description={`${result.error.line}:${result.error.col} ${result.error.message}`}
        />
      )}
      {result?.diagnostics && result.diagnostics.length > 0 && <Diagnostics items={result.diagnostics} />}
      {result?.output !== undefined && (
        <CodeEditor
          value={result.output}
          lang={path.endsWith('.md') ? 'markdown' : 'yaml'}
          readOnly
          ariaLabel="output"
          height="240px"
        />
      )}
    </div>
  );
}
