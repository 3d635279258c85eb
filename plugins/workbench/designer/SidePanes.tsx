import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { LazyInput } from './LazyInput';
import { type FormDoc, flatten } from './model';
import { objectOf } from './model/formTypes';
import { nodeName } from './nodeInfo';
import type { FormTarget } from './useFormRecord';

/** 大纲: every node as an indented list; a click selects it on the canvas. */
export function OutlinePane(props: { doc: FormDoc; selected?: string; select(id: string): void }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <List
      size="small"
      dataSource={flatten(props.doc.nodes)}
      renderItem={({ node, depth }) => (
        <List.Item
          style={{
            paddingLeft: 8 + depth * 16,
            cursor: 'pointer',
            fontWeight: node.id === props.selected ? 600 : undefined,
          }}
          onClick={() => props.select(node.id)}
        >
          {nodeName(props.doc, node, lang)} <span className="dz-node-key">{node.key}</span>
        </List.Item>
      )}
    />
  );
}

/** 历史: the undo stack as steps; a click walks back (or forward) to that state. */
export function HistoryPane(props: { undo: number; redo: number; go(steps: number): void }) {
  const { t } = useTranslation();
  const steps = Array.from({ length: props.undo + props.redo + 1 }, (_, i) => i);
  return (
    <List
      size="small"
      dataSource={steps}
      renderItem={(step) => (
        <List.Item>
          <Button
            theme={step === props.undo ? 'solid' : 'borderless'}
            size="small"
            onClick={() => props.go(step - props.undo)}
          >
            {step === props.undo
              ? t('workbench.designer.editor.historyNow')
              : t('workbench.designer.editor.historyStep', { n: step })}
          </Button>
        </List.Item>
      )}
    />
  );
}

/**
 * 表单 (right pane): the form's name, its target page and form, and the columns per row.
 * `errors` are the server's texts for the fields a refused save named (`name`, `target`).
 */
export function FormSettings(props: {
  projectId: number;
  name: string;
  target: FormTarget | null;
  doc: FormDoc;
  readOnly: boolean;
  errors?: Record<string, string>;
  onMeta(meta: { name?: string; target?: FormTarget | null }): void;
  commit(doc: FormDoc): void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [pages, setPages] = useState<{ page: string; kinds: string[] }[]>([]);
  useEffect(() => {
    http
      .get<{ list: typeof pages }>('/workbench/form/pages', { projectId: props.projectId })
      .then((a) => setPages(a.data.list));
  }, [http, props.projectId]);
  const kindToType: Record<string, FormTarget['type']> = {
    edit: 'page-edit',
    search: 'page-search',
    form: 'form-page',
  };
  const choices = pages.flatMap((p) =>
    p.kinds.map((k) => ({
      value: `${kindToType[k]}:${p.page}`,
      label: `${p.page} · ${t(`workbench.designer.kind.${kindToType[k]}`)}`,
    })),
  );
  const options = objectOf(props.doc.ui['ui:options']);
  return (
    <div className="dz-props" data-testid="dz-form-settings">
      <LazyInput
        label={t('workbench.designer.prop.name')}
        value={props.name}
        disabled={props.readOnly}
        error={props.errors?.name}
        onCommit={(name) => props.onMeta({ name })}
      />
      <div className="dz-prop">
        <span className="dz-prop-label">{t('workbench.designer.prop.target')}</span>
        <Select
          aria-label={t('workbench.designer.prop.target')}
          style={{ width: '100%' }}
          disabled={props.readOnly}
          showClear
          value={props.target ? `${props.target.type}:${props.target.page}` : undefined}
          optionList={choices}
          onChange={(value) => {
            if (!value) return props.onMeta({ target: null });
            const [type, page] = String(value).split(':');
            props.onMeta({ target: { type: type as FormTarget['type'], page: page as string } });
          }}
          validateStatus={props.errors?.target ? 'error' : 'default'}
        />
        {props.errors?.target ? (
          <div className="dz-prop-error" role="alert">
            {props.errors.target}
          </div>
        ) : null}
      </div>
      <div className="dz-prop">
        <span className="dz-prop-label">{t('workbench.designer.prop.columns')}</span>
        <Select
          aria-label={t('workbench.designer.prop.columns')}
          disabled={props.readOnly}
          value={Number(options.columns ?? 1)}
          optionList={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))}
          onChange={(value) => {
            const next = { ...options };
            if (Number(value) > 1) next.columns = Number(value);
            else delete next.columns;
            const ui = { ...props.doc.ui };
            if (Object.keys(next).length > 0) ui['ui:options'] = next;
            else delete ui['ui:options'];
            props.commit({ ...props.doc, ui });
          }}
        />
      </div>
    </div>
  );
}
