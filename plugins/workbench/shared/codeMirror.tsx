import { json } from '@codemirror/lang-json';
import { liquid } from '@codemirror/lang-liquid';
import { markdown } from '@codemirror/lang-markdown';
import { sql } from '@codemirror/lang-sql';
import { yaml } from '@codemirror/lang-yaml';
import { type Diagnostic as LintDiagnostic, linter, lintGutter } from '@codemirror/lint';
import { MergeView } from '@codemirror/merge';
import { EditorState, type Extension, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror, { oneDark, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef } from 'react';
import { useDarkMode } from '../../../runtime/plugin';
import type { CodeEditorProps, EditorLanguage, FileDiffProps } from './CodeEditor';

const LANGUAGES: Record<EditorLanguage, () => Extension> = {
  yaml: () => yaml(),
  json: () => json(),
  sql: () => sql(),
  markdown: () => markdown(),
  liquid: () => liquid(),
};

/** 1-based line and column → a document offset, clamped to the document. */
const offsetOf = (doc: Text, line: number, col: number) => {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(col - 1, 0), at.to);
};

/** What the completion popup (basicSetup's autocompletion) asks a source with. */
interface CompletionQuery {
  state: EditorState;
  pos: number;
  matchBefore(pattern: RegExp): { from: number; to: number; text: string } | null;
}

/**
 * `[[` starts a reference: the completion offers the given targets and closes the brackets. Given
 * as language data, which the autocompletion of basicSetup reads, so no second completion set-up.
 * The source is made once: the completion keeps its answer per source object, so a new function
 * on every lookup would throw each answer away before it is shown.
 */
const referenceCompletion = (references: NonNullable<CodeEditorProps['references']>): Extension => {
  const autocomplete = (query: CompletionQuery) => {
    const typed = query.matchBefore(/\[\[[^\]\n]*/);
    if (!typed) return null;
    const close = query.state.sliceDoc(query.pos, query.pos + 2).startsWith(']]') ? 2 : 0;
    return {
      from: typed.from + 2,
      options: references.map((r) => ({
        label: r.label,
        detail: r.detail,
        // closeBrackets may already have typed `]]` after the cursor: replace it, never double it.
        apply: (view: EditorView, _c: unknown, from: number, to: number) =>
          view.dispatch({
            changes: { from, to: to + close, insert: `${r.label}]]` },
            selection: { anchor: from + r.label.length + 2 },
          }),
      })),
      validFor: /^[^\]\n]*$/,
    };
  };
  const data = [{ autocomplete }];
  return EditorState.languageData.of(() => data);
};

/** The CodeMirror editor behind `<CodeEditor>`: language, read-only, diagnostics, focus a line. */
export function CodeMirrorEditor({
  value,
  lang,
  onChange,
  readOnly,
  diagnostics,
  focusLine,
  height,
  ariaLabel,
  references,
}: CodeEditorProps) {
  const ref = useRef<ReactCodeMirrorRef>(null);
  const dark = useDarkMode();
  const extensions = useMemo(() => {
    const list: Extension[] = [LANGUAGES[lang](), EditorView.lineWrapping];
    if (ariaLabel) list.push(EditorView.contentAttributes.of({ 'aria-label': ariaLabel }));
    if (references && references.length > 0) list.push(referenceCompletion(references));
    if (diagnostics) {
      list.push(
        lintGutter(),
        linter(
          (view): LintDiagnostic[] =>
            diagnostics.map((d) => {
              const from = offsetOf(view.state.doc, d.line, d.col);
              return {
                from,
                to: Math.min(from + 1, view.state.doc.length),
                severity: d.severity,
                message: d.message,
              };
            }),
          { delay: 0 },
        ),
      );
    }
    return list;
  }, [lang, diagnostics, ariaLabel, references]);
  const focus = (view: EditorView | undefined, line: number | undefined) => {
    if (!view || !line) return;
    const pos = offsetOf(view.state.doc, line, 1);
    view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
    view.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus is rebuilt each render; the line is what matters
  useEffect(() => focus(ref.current?.view, focusLine), [focusLine]);
  return (
    <CodeMirror
      ref={ref}
      value={value}
      height={height ?? '360px'}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={extensions}
      onChange={onChange}
      // Its colours are its own, not Semi's variables: the dark look follows dark mode.
      theme={dark ? 'dark' : 'light'}
      // A line asked for before the editor existed (opened from a link) is focused once it does.
      onCreateEditor={(view) => focus(view, focusLine)}
      basicSetup={{ foldGutter: true, highlightActiveLine: !readOnly }}
    />
  );
}

/** `<FileDiff>`: the project's file (left) against the generated one (right), read-only. */
export function CodeMirrorDiff({ before, after, lang, height }: FileDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  const dark = useDarkMode();
  useEffect(() => {
    if (!host.current) return;
    const shared = [LANGUAGES[lang](), EditorView.editable.of(false), EditorState.readOnly.of(true)];
    if (dark) shared.push(oneDark);
    const view = new MergeView({
      a: { doc: before, extensions: shared },
      b: { doc: after, extensions: shared },
      parent: host.current,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => view.destroy();
  }, [before, after, lang, dark]);
  return (
    <div
      ref={host}
      className="wb-diff"
      style={{ maxHeight: height ?? '480px', overflow: 'auto' }}
      data-testid="wb-diff"
    />
  );
}
