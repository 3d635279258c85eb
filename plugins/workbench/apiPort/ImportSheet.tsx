import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { refusalListOf, refusalOf } from '../shared/errors';
import { isPlaced } from '../shared/isDiagnostic';

/** A problem of the document as the server answers it: at line:col, with the pointer of the value when known. */
type Diagnostic = {
  line: number;
  col: number;
  message: string;
  severity: 'error' | 'warning';
  pointer?: string;
};

/**
 * 导入 OpenAPI: paste or choose a document; the server validates it (@readme/openapi-parser) and
 * merges it — fields edited by hand since the last import stay. A bad document lists each of its
 * diagnostics at line:col, marked in the editor; the text stays as typed.
 */
export function ImportSheet(props: { projectId: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  const [text, setText] = useState('');
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [focus, setFocus] = useState<number | undefined>();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const answer = await http.post<{ created: number; updated: number }>(
        '/workbench/apis/import',
        { projectId: props.projectId, text },
        { showsRefusal: true },
      );
      toast('success', t('workbench.apiPort.importDone', answer.data));
      props.onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      const found = refusalListOf(error, 'diagnostics', isPlaced);
      setDiagnostics(
        found.length > 0
          ? found
          : [{ line: 1, col: 1, message: refusal.msg ?? String(error), severity: 'error' }],
      );
      setFocus(found[0]?.line);
    } finally {
      setRunning(false);
    }
  };
  const readFile = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  return (
    <SideSheet
      visible
      title={t('workbench.apiPort.importTitle')}
      onCancel={props.onClose}
      width={narrow ? '100%' : 720}
    >
      <div className="wb-screen">
        <Typography.Text type="tertiary">{t('workbench.apiPort.importPaste')}</Typography.Text>
        <label className="wb-api-file">
          {t('workbench.apiPort.importFile')}{' '}
          <input
            type="file"
            accept=".json,.yaml,.yml"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </label>
        <CodeEditor
          lang="yaml"
          value={text}
          onChange={setText}
          height="320px"
          ariaLabel={t('workbench.apiPort.import')}
          focusLine={focus}
          diagnostics={diagnostics.map(({ line, col, message, severity }) => ({
            line,
            col,
            message,
            severity,
          }))}
        />
        {diagnostics.length > 0 && (
          <div data-testid="wb-api-import-diagnostics">
            <Banner
              type="danger"
              description={t('workbench.apiPort.importDiagnostics', { count: diagnostics.length })}
            />
            <List
              size="small"
              dataSource={diagnostics}
              renderItem={(p) => (
                <List.Item onClick={() => setFocus(p.line)} style={{ cursor: 'pointer' }}>
                  <Typography.Text code>
                    {t('workbench.apiPort.at', { line: p.line, col: p.col })}
                  </Typography.Text>{' '}
                  {p.message} {p.pointer && <Typography.Text type="tertiary">({p.pointer})</Typography.Text>}
                </List.Item>
              )}
            />
          </div>
        )}
        <div className="wb-toolbar-group">
          <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
          <Button
            theme="solid"
            loading={running}
            disabled={running || text.trim() === ''}
            onClick={() => void run()}
          >
            {t('workbench.apiPort.importRun')}
          </Button>
        </div>
      </div>
    </SideSheet>
  );
}
