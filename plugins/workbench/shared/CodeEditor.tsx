import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../runtime/plugin';

/** The languages the editor knows. */
export type EditorLanguage = 'yaml' | 'json' | 'sql' | 'markdown' | 'liquid';

export interface CodeEditorProps {
  value: string;
  lang: EditorLanguage;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  /** Problems shown in the gutter and underlined, at 1-based line and column. */
  diagnostics?: { line: number; col: number; message: string; severity: 'error' | 'warning' }[];
  /** 1-based line to scroll to and select (a diagnostic was clicked). */
  focusLine?: number;
  height?: string;
  ariaLabel?: string;
  /** Offered after `[[` (a document's references): each inserted as `[[label]]`. */
  references?: { label: string; detail?: string }[];
}

export interface FileDiffProps {
  before: string;
  after: string;
  lang: EditorLanguage;
  height?: string;
}

function Loading() {
  const { t } = useTranslation();
  return <div className="wb-editor-loading">{t('workbench.common.loading')}</div>;
}

// The CodeMirror stack is one lazy chunk, loaded when the first editor or diff mounts.
const load = () => import('./codeMirror');

/** `<CodeEditor lang="yaml" />`: CodeMirror 6 with diagnostics at line:col, in the editor chunk. */
export const CodeEditor = lazyComponent<CodeEditorProps>(
  () => load().then((m) => m.CodeMirrorEditor),
  Loading,
);

/** `<FileDiff before after />`: @codemirror/merge side by side, in the same chunk as the editor. */
export const FileDiff = lazyComponent<FileDiffProps>(() => load().then((m) => m.CodeMirrorDiff), Loading);
