import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parse, stringify } from 'yaml';
import { CodeEditor } from '../shared/CodeEditor';
import { type FormDoc, fromJimu, type JimuForm, toJimu } from './model';
import { objectOf } from './model/formTypes';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with keys sorted: the same form twice, whatever order its keys came in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((k) => [k, inner[k]]),
        )
      : inner,
  );

/**
 * Text that follows the document and pushes parsed edits back (the rjsf playground rule: only
 * text that parses to a form reaches the canvas; otherwise the last valid form stays and a marker
 * says so). Edits are committed after a short pause, one history step per pause.
 */
function useSyncedText(
  doc: FormDoc,
  commit: (doc: FormDoc) => void,
  write: (form: JimuForm) => string[],
  read: (texts: string[]) => JimuForm | undefined,
) {
  const form = toJimu(doc);
  const current = stable(form);
  const [texts, setTexts] = useState(() => write(form));
  const [valid, setValid] = useState(true);
  const mine = useRef(current);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A parsed edit waiting for the pause; leaving the view commits it at once, so nothing is lost.
  const pending = useRef<() => void>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change made elsewhere (canvas, undo) rewrites the text
  useEffect(() => {
    if (current === mine.current) return;
    mine.current = current;
    setTexts(write(form));
    setValid(true);
  }, [current]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );
  const edit = (index: number, text: string) => {
    const next = texts.map((t, i) => (i === index ? text : t));
    setTexts(next);
    const parsed = (() => {
      try {
        return read(next);
      } catch {
        return undefined;
      }
    })();
    setValid(parsed !== undefined);
    clearTimeout(timer.current);
    pending.current = undefined;
    if (!parsed) return;
    pending.current = () => {
      pending.current = undefined;
      mine.current = stable(parsed);
      commit(fromJimu(parsed, doc.strings, doc.prefix));
    };
    timer.current = setTimeout(() => pending.current?.(), 300);
  };
  return { texts, valid, edit };
}

function State({ valid, bad }: { valid: boolean; bad: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`dz-text-state ${valid ? 'dz-text-state-ok' : 'dz-text-state-bad'}`}
      role="status"
      data-testid="dz-text-state"
      data-valid={valid}
    >
      {valid ? t('workbench.designer.editor.validText') : t(bad)}
    </div>
  );
}

const formOf = (schema: unknown, uiSchema: unknown): JimuForm | undefined =>
  isObject(schema) && schema.type === 'object' && (uiSchema === undefined || isObject(uiSchema))
    ? { schema, uiSchema: uiSchema ?? {} }
    : undefined;

/** JSON view: schema and uiSchema side by side, each editable. */
export function JsonView(props: { doc: FormDoc; readOnly: boolean; commit(doc: FormDoc): void }) {
  const { t } = useTranslation();
  const { texts, valid, edit } = useSyncedText(
    props.doc,
    props.commit,
    (form) => [JSON.stringify(form.schema, null, 2), JSON.stringify(form.uiSchema, null, 2)],
    ([schema, ui]) => formOf(JSON.parse(schema ?? ''), JSON.parse(ui ?? '')),
  );
  return (
    <div>
      <State valid={valid} bad="workbench.designer.editor.invalidJson" />
      <div className="dz-text-views">
        {(['schema', 'uiSchema'] as const).map((name, i) => (
          <div key={name} data-testid={`dz-json-${name}`}>
            <strong>{t(`workbench.designer.editor.${name}`)}</strong>
            <CodeEditor
              lang="json"
              value={texts[i] ?? ''}
              readOnly={props.readOnly}
              onChange={(text) => edit(i, text)}
              ariaLabel={name}
              height="60vh"
            />
          </div>
        ))}
      </div>
    </div>
  );
}

/** YAML view: the form's block as the page file writes it (`edit:`, `search:` or the form page's own keys). */
export function YamlView(props: {
  doc: FormDoc;
  block?: 'edit' | 'search';
  readOnly: boolean;
  commit(doc: FormDoc): void;
}) {
  const { block } = props;
  const { texts, valid, edit } = useSyncedText(
    props.doc,
    props.commit,
    (form) => [
      stringify(block ? { [block]: { schema: form.schema, uiSchema: form.uiSchema } } : form, {
        lineWidth: 0,
        aliasDuplicateObjects: false,
      }),
    ],
    ([text]) => {
      const value: unknown = parse(text ?? '');
      const inner = objectOf(block ? objectOf(value)[block] : value);
      return formOf(inner.schema, inner.uiSchema);
    },
  );
  return (
    <div data-testid="dz-yaml">
      <State valid={valid} bad="workbench.designer.editor.invalidYaml" />
      <CodeEditor
        lang="yaml"
        value={texts[0] ?? ''}
        readOnly={props.readOnly}
        onChange={(text) => edit(0, text)}
        ariaLabel="yaml"
        height="65vh"
      />
    </div>
  );
}
