import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor, FileDiff } from '../shared/CodeEditor';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';
import { refusalListOf, refusalOf } from '../shared/errors';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import '../shared/workbench.css';
import { ConsoleSettings } from './ConsoleSettings';
import './project.css';
import { useTranslation } from 'react-i18next';
import { isDiagnostic } from '../shared/isDiagnostic';

interface FileText {
  path: string;
  content: string;
  hash: string;
}

/**
 * /workbench/project/config: 控制台 — app.yaml and theme.yaml as forms from their schemas
 * (ConsoleSettings) — and 文件, a project's files each edited as YAML with the validation service
 * on demand, the diff of what will change, and save (validated with the whole project, refused on
 * any error, hash-checked). A refused save keeps the typed text and shows each problem at its line.
 */
export default function ProjectConfig() {
  const { t } = useTranslation();
  const messages = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [files, setFiles] = useState<string[]>([]);
  const [file, setFile] = useState<FileText | undefined>();
  const [text, setText] = useState('');
  const [diagnostics, setDiagnostics] = useState<Diagnostic[] | undefined>();
  const [focusLine, setFocusLine] = useState<number | undefined>();
  const [diff, setDiff] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    if (!project) return;
    void http
      .get<{ files: { path: string }[] }>('/workbench/project/files', { projectId: project.id })
      .then((a) => setFiles(a.data.files.map((f) => f.path)));
  }, [http, project]);
  const open = useCallback(
    async (path: string) => {
      if (!project) return;
      const answer = await http.get<FileText>('/workbench/project/file', { projectId: project.id, path });
      setFile(answer.data);
      setText(answer.data.content);
      setDiagnostics(undefined);
      setProblem(undefined);
      return answer.data;
    },
    [http, project],
  );
  // `?file=…&line=…` (the workplace's health card): open that file, validate it, focus the line.
  const [params] = useSearchParams();
  const wantedFile = params.get('file');
  const wantedLine = Number(params.get('line')) || undefined;
  const [tab, setTab] = useState(wantedFile ? 'files' : 'console');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the project's file list has arrived
  useEffect(() => {
    if (!project || !wantedFile || !files.includes(wantedFile)) return;
    void (async () => {
      const opened = await open(wantedFile);
      if (!opened) return;
      const answer = await http.post<{ diagnostics: Diagnostic[] }>('/workbench/validate', {
        projectId: project.id,
        overrides: { [opened.path]: opened.content },
      });
      setDiagnostics(answer.data.diagnostics);
      setFocusLine(wantedLine);
    })();
  }, [files]);
  if (!context.loading && !project) return <NoProject />;
  const validate = async () => {
    if (!project || !file) return;
    const answer = await http.post<{ diagnostics: Diagnostic[] }>('/workbench/validate', {
      projectId: project.id,
      overrides: { [file.path]: text },
    });
    setDiagnostics(answer.data.diagnostics);
  };
  const save = async () => {
    if (!project || !file) return;
    try {
      await http.post('/workbench/project/saveFile', {
        projectId: project.id,
        path: file.path,
        content: text,
        baseHash: file.hash,
      });
      toast('success', t('workbench.project.saved'));
      await open(file.path);
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal.msg);
      if (Array.isArray(refusal.data?.diagnostics))
        setDiagnostics(refusalListOf(error, 'diagnostics', isDiagnostic));
    }
  };
  const mine = (diagnostics ?? []).filter((d) => d.path === file?.path);
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        {file && tab === 'files' && (
          <span className="wb-toolbar-group">
            <Switch checked={diff} onChange={setDiff} aria-label={t('workbench.project.diff')} />{' '}
            {t('workbench.project.diff')}
            <Button onClick={() => void validate()}>{t('workbench.project.validate')}</Button>
            {project?.writable && (
              <Button theme="solid" disabled={text === file.content} onClick={() => void save()}>
                {t('workbench.common.save')}
              </Button>
            )}
          </span>
        )}
      </div>
      {project && !project.writable && (
        <Banner
          type="warning"
          description={project.devOnly ? t('workbench.common.devOnly') : t('workbench.gen.noWrite')}
        />
      )}
      <Tabs activeKey={tab} onChange={setTab} lazyRender>
        <TabPane tab={messages.t('workbench.projectSettings.tabs.console')} itemKey="console">
          {project && <ConsoleSettings key={project.id} project={project} />}
        </TabPane>
        <TabPane tab={messages.t('workbench.projectSettings.tabs.files')} itemKey="files">
          {problem && <Banner type="danger" description={problem} />}
          <div className="wb-split">
            <List
              size="small"
              dataSource={files}
              renderItem={(path) => (
                <List.Item
                  onClick={() => void open(path)}
                  style={{ cursor: 'pointer', fontWeight: file?.path === path ? 600 : undefined }}
                >
                  {path.replace(/^config\//, '')}
                </List.Item>
              )}
            />
            <div>
              {file && diagnostics && (
                <Diagnostics items={diagnostics} onPick={(d) => setFocusLine(d.line)} />
              )}
              {file &&
                (diff ? (
                  <FileDiff before={file.content} after={text} lang="yaml" />
                ) : (
                  <CodeEditor
                    value={text}
                    lang={file.path.endsWith('.json') ? 'json' : 'yaml'}
                    onChange={setText}
                    readOnly={!project?.writable}
                    diagnostics={mine}
                    focusLine={focusLine}
                    ariaLabel={file.path}
                    height="480px"
                  />
                ))}
            </div>
          </div>
        </TabPane>
      </Tabs>
    </div>
  );
}
