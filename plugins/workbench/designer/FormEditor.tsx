import Banner from '@douyinfe/semi-ui/lib/es/banner';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRuntime } from '../../../runtime/app/RuntimeContext';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { fieldErrorsOf, refusalOf } from '../shared/errors';
import { ApplySheet } from './ApplySheet';
import { NodeList } from './CanvasNode';
import { DesignerDnd } from './DesignerDnd';
import { type DesignerView, EditorBar } from './EditorBar';
import { FormPreview } from './FormPreview';
import { BUILT_IN_PALETTE, fromJimu, pluginPalette, toJimu } from './model';
import { Palette } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import { FormSettings, HistoryPane, OutlinePane } from './SidePanes';
import { JsonView, YamlView } from './TextViews';
import { useDesigner } from './useDesigner';
import { type FormTarget, useFormRecord } from './useFormRecord';
import { useMaterialInsert } from './useMaterialInsert';
import './designer.css';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { objectOf } from './model/formTypes';

/** What the last save (or the load) held, to tell unsaved changes. */
const snapshot = (name: string, target: unknown, form: unknown, strings: unknown) =>
  JSON.stringify([name, target, form, strings]);

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /workbench/form_editor: the form designer, full screen with no tab. Palette, outline and
 * history on the left; the canvas (dnd-kit, nested groups and lists, columns) or the JSON, YAML or
 * preview view in the middle; field and form properties on the right (full-width sheets under
 * 992 px). Every change is one undoable step; Ctrl/Cmd+Z, Shift+Z, S, C, V, D and Delete work.
 * Without write:system everything is read-only and no button that writes is shown.
 */
export default function FormEditor() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const { record, problem, save } = useFormRecord(params.get('formId'));
  const d = useDesigner();
  const { doc, history } = d;
  const { reset } = history;
  const canWrite = usePermission({ permissions: ['write:system'] });
  const narrow = useNarrowScreen();
  const [view, setView] = useState<DesignerView>('design');
  const [sheet, setSheet] = useState<'palette' | 'properties'>();
  const [meta, setMeta] = useState<{ name: string; target: FormTarget | null }>();
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [applying, setApplying] = useState(false);
  const loaded = useRef<number>();
  const pluginWidgets = useMemo(() => Object.keys(runtime.registry.widgets()).sort(), [runtime.registry]);
  const palette = useMemo(() => [...BUILT_IN_PALETTE, ...pluginPalette(pluginWidgets)], [pluginWidgets]);

  useEffect(() => {
    if (!record || loaded.current === record.id) return;
    loaded.current = record.id;
    const prefix = record.prefix ?? (record.target ? `page.${record.target.page}` : 'form');
    const first = fromJimu(
      { schema: record.schema, uiSchema: record.uiSchema },
      record.strings ?? { zh: {}, en: {} },
      prefix,
    );
    reset(first);
    setMeta({ name: record.name, target: record.target });
    setSaved(snapshot(record.name, record.target, toJimu(first), first.strings));
  }, [record, reset]);
  useMaterialInsert(doc, canWrite, (next) => d.commit(next));

  const form = doc ? toJimu(doc) : undefined;
  const dirty = doc && meta ? snapshot(meta.name, meta.target, form, doc.strings) !== saved : false;
  const current = () =>
    doc && meta && form
      ? { name: meta.name, target: meta.target, ...form, strings: doc.strings, prefix: doc.prefix }
      : undefined;
  const doSave = async () => {
    const changes = current();
    if (!changes || !canWrite || !doc) return;
    setSaving(true);
    setFieldErrors({});
    try {
      const answer = await save(changes);
      setSaved(snapshot(changes.name, changes.target, toJimu(doc), doc.strings));
      toast('success', t('workbench.designer.editor.saved', { version: answer.version }));
    } catch (e) {
      // The document stays as it is: nothing typed is lost; the server says why, under the
      // form's setting it names when it names one.
      setFieldErrors(fieldErrorsOf(e));
      toast('error', refusalOf(e).msg ?? String(e));
    } finally {
      setSaving(false);
    }
  };
  const keys = useRef<(e: KeyboardEvent) => void>();
  keys.current = (e: KeyboardEvent) => {
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (mod && key === 's') {
      e.preventDefault();
      void doSave();
      return;
    }
    if (!canWrite || typing(e.target) || view !== 'design') return;
    if (mod && key === 'z') {
      e.preventDefault();
      if (e.shiftKey) history.redo();
      else history.undo();
    } else if (mod && key === 'y') {
      e.preventDefault();
      history.redo();
    } else if (mod && key === 'c' && d.selected) d.copy(d.selected);
    else if (mod && key === 'v') d.paste();
    else if (mod && key === 'd' && d.selected) {
      e.preventDefault();
      d.duplicate(d.selected);
    } else if ((key === 'delete' || key === 'backspace') && d.selected && !mod) d.remove(d.selected);
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current?.(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (problem) return <Banner type="danger" description={problem} />;
  if (!params.get('formId'))
    return <Banner type="warning" description={t('workbench.designer.editor.notFound')} />;
  if (!record || !doc || !meta || !form)
    return <Typography.Text>{t('workbench.common.loading')}</Typography.Text>;
  const readOnly = !canWrite;
  const left = (
    <Tabs size="small">
      {canWrite ? (
        <TabPane tab={t('workbench.designer.editor.palette')} itemKey="palette">
          <Palette items={palette} onAdd={(item) => d.add(item)} disabled={readOnly} />
        </TabPane>
      ) : null}
      <TabPane tab={t('workbench.designer.editor.outline')} itemKey="outline">
        <OutlinePane doc={doc} selected={d.selected} select={d.select} />
      </TabPane>
      {canWrite ? (
        <TabPane tab={t('workbench.designer.editor.history')} itemKey="history">
          <HistoryPane
            undo={history.canUndo}
            redo={history.canRedo}
            go={(steps) => {
              for (let i = 0; i < Math.abs(steps); i++) (steps < 0 ? history.undo : history.redo)();
            }}
          />
        </TabPane>
      ) : null}
    </Tabs>
  );
  const right = (
    <Tabs size="small">
      <TabPane tab={t('workbench.designer.prop.field')} itemKey="field">
        <PropertyPanel
          doc={doc}
          nodeId={d.selected}
          readOnly={readOnly}
          pluginWidgets={pluginWidgets}
          commit={d.commit}
        />
      </TabPane>
      <TabPane tab={t('workbench.designer.prop.form')} itemKey="form">
        <FormSettings
          projectId={record.projectId}
          name={meta.name}
          target={meta.target}
          doc={doc}
          readOnly={readOnly}
          errors={fieldErrors}
          onMeta={(next) => {
            setMeta({ ...meta, ...next });
            setFieldErrors({});
          }}
          commit={d.commit}
        />
      </TabPane>
    </Tabs>
  );
  const columns = Number(objectOf(doc.ui['ui:options']).columns ?? 1);
  const main: Record<DesignerView, ReactNode> = {
    design: (
      <div data-testid="dz-canvas">
        <NodeList
          doc={doc}
          nodes={doc.nodes}
          columns={columns}
          selected={d.selected}
          readOnly={readOnly}
          actions={d}
        />
      </div>
    ),
    json: <JsonView doc={doc} readOnly={readOnly} commit={d.commit} />,
    yaml: (
      <YamlView
        doc={doc}
        block={
          meta.target?.type === 'page-edit'
            ? 'edit'
            : meta.target?.type === 'page-search'
              ? 'search'
              : undefined
        }
        readOnly={readOnly}
        commit={d.commit}
      />
    ),
    preview: <FormPreview doc={doc} />,
  };
  return (
    <div className="dz-editor" data-testid="dz-editor">
      <EditorBar
        name={meta.name}
        dirty={Boolean(dirty)}
        canWrite={canWrite}
        undo={history.canUndo}
        redo={history.canRedo}
        hasSelection={Boolean(d.selected)}
        canPaste={d.canPaste}
        view={view}
        saving={saving}
        hasTarget={Boolean(meta.target)}
        on={{
          back: () => navigate(`/workbench/project/form_marker/index?projectId=${record.projectId}`),
          undo: history.undo,
          redo: history.redo,
          copy: () => d.selected && d.copy(d.selected),
          paste: d.paste,
          remove: () => d.selected && d.remove(d.selected),
          view: setView,
          palette: () => setSheet('palette'),
          properties: () => setSheet('properties'),
          save: () => void doSave(),
          apply: () => setApplying(true),
        }}
      />
      {readOnly ? <Banner type="info" description={t('workbench.designer.editor.readOnly')} /> : null}
      <DesignerDnd doc={doc} onAdd={d.add} onMove={d.move}>
        <div className="dz-body">
          {narrow ? null : <aside className="dz-side">{left}</aside>}
          <main className="dz-main">{main[view]}</main>
          {narrow ? null : <aside className="dz-side dz-side-right">{right}</aside>}
        </div>
        {narrow && sheet ? (
          <SideSheet
            visible
            width="100%"
            title={t(`workbench.designer.editor.${sheet}`)}
            onCancel={() => setSheet(undefined)}
          >
            {sheet === 'palette' ? left : right}
          </SideSheet>
        ) : null}
      </DesignerDnd>
      {applying && current() ? (
        <ApplySheet form={{ ...record, ...current() }} onClose={() => setApplying(false)} />
      ) : null}
    </div>
  );
}
