import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { LANGUAGES } from '../../../runtime/lib';
import { FieldRules } from './FieldRules';
import { LazyInput } from './LazyInput';
import {
  type FormDoc,
  type FormNode,
  isI18nKey,
  keyProblem,
  locate,
  setText,
  type TextSlot,
  textOf,
  updateNode,
} from './model';
import { objectOf } from './model/formTypes';
import { widgetChoices } from './widgetChoices';

type Json = Record<string, unknown>;

/** The default value typed as the field's JSON type; empty text removes it. */
function typedDefault(node: FormNode, text: string): unknown {
  if (text === '') return undefined;
  if (node.schema.type === 'number' || node.schema.type === 'integer')
    return Number.isNaN(Number(text)) ? text : Number(text);
  if (node.schema.type === 'boolean') return text === 'true';
  return text;
}

const without = (object: Json, key: string, value: unknown): Json => {
  const next = { ...object };
  if (value === undefined || value === false || value === '') delete next[key];
  else next[key] = value;
  return next;
};

/**
 * 字段 (right pane): key (pattern, unique among siblings, refused with a message and the
 * typed key kept), titles, help and placeholder in zh and en, default, required, read-only,
 * disabled, hidden, create-only, widget by type, and the rules, options, remote options and
 * visibility of FieldRules.
 */
export function PropertyPanel(props: {
  doc: FormDoc;
  nodeId?: string;
  readOnly: boolean;
  pluginWidgets: string[];
  commit(doc: FormDoc): void;
}) {
  const { t } = useTranslation();
  const { doc, commit, readOnly } = props;
  const place = props.nodeId ? locate(doc, props.nodeId) : undefined;
  const [keyError, setKeyError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection starts without the old key error
  useEffect(() => setKeyError(undefined), [props.nodeId]);
  if (!place) return <Typography.Text type="tertiary">{t('workbench.designer.prop.none')}</Typography.Text>;
  const { node } = place;
  const change = (f: (n: FormNode) => FormNode) => commit(updateNode(doc, node.id, f));
  const text = (slot: TextSlot, lang: 'zh' | 'en') => {
    const value = slot.startsWith('ui:') ? node.ui[slot] : node.schema[slot];
    return textOf(doc, value, lang);
  };
  const slotInputs = (slot: TextSlot, zh: string, en: string) =>
    LANGUAGES.map((lang) => {
      const value = slot.startsWith('ui:') ? node.ui[slot] : node.schema[slot];
      return (
        <LazyInput
          key={`${slot}-${lang}`}
          label={t(lang === 'zh' ? zh : en)}
          value={text(slot, lang)}
          disabled={readOnly}
          hint={
            lang === 'en' && isI18nKey(value)
              ? t('workbench.designer.prop.i18nKey', { key: value })
              : undefined
          }
          onCommit={(next) => commit(setText(doc, node.id, slot, lang, next))}
        />
      );
    });
  const rename = (next: string) => {
    const problem = keyProblem(place.list, next, node.id);
    if (problem) {
      setKeyError(
        problem === 'pattern'
          ? t('workbench.designer.prop.keyPattern')
          : t('workbench.designer.prop.keyTaken', { key: next }),
      );
      return;
    }
    setKeyError(undefined);
    change((n) => ({ ...n, key: next }));
  };
  const flag = (label: string, checked: boolean, set: (on: boolean) => void) => (
    <Checkbox checked={checked} disabled={readOnly} onChange={(e) => set(Boolean(e.target.checked))}>
      {label}
    </Checkbox>
  );
  const options = objectOf(node.ui['ui:options']);
  const choices = widgetChoices(node, props.pluginWidgets);
  const isValue = node.kind === 'field';
  return (
    <fieldset
      className="dz-props"
      disabled={readOnly}
      style={{ border: 0, padding: 0, margin: 0 }}
      data-testid="dz-props"
    >
      <LazyInput
        key={`key-${node.id}`}
        label={t('workbench.designer.prop.key')}
        value={node.key}
        disabled={readOnly}
        error={keyError}
        onCommit={rename}
      />
      {slotInputs('title', 'workbench.designer.prop.titleZh', 'workbench.designer.prop.titleEn')}
      {node.kind === 'note'
        ? slotInputs('description', 'workbench.designer.prop.noteText', 'workbench.designer.prop.noteText')
        : slotInputs('ui:help', 'workbench.designer.prop.helpZh', 'workbench.designer.prop.helpEn')}
      {isValue
        ? slotInputs(
            'ui:placeholder',
            'workbench.designer.prop.placeholderZh',
            'workbench.designer.prop.placeholderEn',
          )
        : null}
      {isValue ? (
        <LazyInput
          label={t('workbench.designer.prop.defaultValue')}
          value={node.schema.default === undefined ? '' : String(node.schema.default)}
          disabled={readOnly}
          onCommit={(next) =>
            change((n) => ({ ...n, schema: without(n.schema, 'default', typedDefault(n, next)) }))
          }
        />
      ) : null}
      <div className="dz-prop" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {node.kind !== 'note'
          ? flag(t('workbench.designer.prop.required'), node.required, (on) =>
              change((n) => ({ ...n, required: on })),
            )
          : null}
        {isValue
          ? flag(t('workbench.designer.prop.readOnly'), node.schema.readOnly === true, (on) =>
              change((n) => ({ ...n, schema: without(n.schema, 'readOnly', on) })),
            )
          : null}
        {isValue
          ? flag(t('workbench.designer.prop.disabled'), node.ui['ui:disabled'] === true, (on) =>
              change((n) => ({ ...n, ui: without(n.ui, 'ui:disabled', on) })),
            )
          : null}
        {isValue
          ? flag(t('workbench.designer.prop.createOnly'), options.createOnly === true, (on) =>
              change((n) => {
                const next = without(objectOf(n.ui['ui:options']), 'createOnly', on);
                return {
                  ...n,
                  ui: without(n.ui, 'ui:options', Object.keys(next).length > 0 ? next : undefined),
                };
              }),
            )
          : null}
      </div>
      {choices.length > 0 ? (
        <div className="dz-prop">
          <label className="dz-prop-label" htmlFor={`widget-${node.id}`}>
            {t('workbench.designer.prop.widget')}
          </label>
          <Select
            id={`widget-${node.id}`}
            aria-label={t('workbench.designer.prop.widget')}
            style={{ width: '100%' }}
            disabled={readOnly}
            value={typeof node.ui['ui:widget'] === 'string' ? node.ui['ui:widget'] : ''}
            optionList={[
              { value: '', label: t('workbench.designer.prop.widgetAuto') },
              ...choices.map((c) => ({
                value: c,
                label: c.includes('/') ? c : t(`workbench.designer.widget.${c}`),
              })),
            ]}
            onChange={(value) =>
              change((n) => ({ ...n, ui: without(n.ui, 'ui:widget', value || undefined) }))
            }
          />
        </div>
      ) : null}
      <FieldRules doc={doc} node={node} siblings={place.list} readOnly={readOnly} commit={commit} />
    </fieldset>
  );
}
