import Input from '@douyinfe/semi-ui/lib/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { LazyInput } from './LazyInput';
import { type FormDoc, type FormNode, updateNode } from './model';
import { objectOf } from './model/formTypes';
import { OptionsEditor } from './OptionsEditor';

type Json = Record<string, unknown>;

/** The form helper rules (phone, ID card, port …) as `format` names (runtime/forms/formats.ts). */
export const RULES = [
  'password',
  'number',
  'ip',
  'url',
  'port',
  'phone',
  'idCard',
  'email',
  'chineseName',
  'amount',
  'date',
  'date-time',
  'color',
];

const set = (object: Json, key: string, value: unknown): Json => {
  const next = { ...object };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
};
const numberOr = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);

function PatternTester({ pattern }: { pattern: string }) {
  const { t } = useTranslation();
  const [sample, setSample] = useState('');
  let verdict = '';
  try {
    if (sample !== '')
      verdict = new RegExp(pattern, 'u').test(sample)
        ? t('workbench.designer.prop.patternOk')
        : t('workbench.designer.prop.patternNo');
  } catch {
    verdict = t('workbench.designer.prop.patternBad');
  }
  return (
    <div className="dz-prop">
      <Input
        aria-label={t('workbench.designer.prop.patternTest')}
        placeholder={t('workbench.designer.prop.patternTest')}
        value={sample}
        onChange={setSample}
        suffix={verdict}
      />
    </div>
  );
}

/**
 * The rules of a field: a helper rule (password ≥ 6, digits, IPv4, URL, port, phone, ID
 * card, e-mail, Chinese name, amount …) as `format`, lengths, a pattern with a tester, bounds,
 * enum options with labels, remote options (endpoint, label and value fields), the visibility
 * rule, and a group's columns.
 */
export function FieldRules(props: {
  doc: FormDoc;
  node: FormNode;
  siblings: FormNode[];
  readOnly: boolean;
  commit(doc: FormDoc): void;
}) {
  const { t } = useTranslation();
  const { doc, node, readOnly } = props;
  const change = (f: (n: FormNode) => FormNode) => props.commit(updateNode(doc, node.id, f));
  const schema = (key: string, value: unknown) =>
    change((n) => ({ ...n, schema: set(n.schema, key, value) }));
  const uiOption = (key: string, value: unknown) =>
    change((n) => {
      const options = set(objectOf(n.ui['ui:options']), key, value);
      return { ...n, ui: set(n.ui, 'ui:options', Object.keys(options).length > 0 ? options : undefined) };
    });
  const options = objectOf(node.ui['ui:options']);
  const widget = node.ui['ui:widget'];
  const type = node.schema.type;
  const text = type === 'string' || type === undefined;
  const numeric = type === 'number' || type === 'integer';
  const holder = type === 'array' ? objectOf(node.schema.items) : node.schema;
  const others = props.siblings.filter((s) => s.id !== node.id && s.kind === 'field');
  const num = (label: string, key: string) => (
    <LazyInput
      label={t(label)}
      value={node.schema[key] === undefined ? '' : String(node.schema[key])}
      disabled={readOnly}
      onCommit={(v) => schema(key, numberOr(v))}
    />
  );
  return (
    <>
      {node.kind === 'field' && text ? (
        <>
          <div className="dz-prop">
            <label className="dz-prop-label" htmlFor={`rule-${node.id}`}>
              {t('workbench.designer.prop.rule')}
            </label>
            <Select
              id={`rule-${node.id}`}
              aria-label={t('workbench.designer.prop.rule')}
              style={{ width: '100%' }}
              value={typeof node.schema.format === 'string' ? node.schema.format : ''}
              disabled={readOnly}
              optionList={[
                { value: '', label: t('workbench.designer.prop.ruleNone') },
                ...RULES.map((r) => ({ value: r, label: t(`workbench.designer.rules.${r}`) })),
              ]}
              onChange={(value) => schema('format', value || undefined)}
            />
          </div>
          {num('workbench.designer.prop.minLength', 'minLength')}
          {num('workbench.designer.prop.maxLength', 'maxLength')}
          <LazyInput
            label={t('workbench.designer.prop.pattern')}
            value={String(node.schema.pattern ?? '')}
            disabled={readOnly}
            onCommit={(v) => schema('pattern', v)}
          />
          {typeof node.schema.pattern === 'string' ? <PatternTester pattern={node.schema.pattern} /> : null}
        </>
      ) : null}
      {node.kind === 'field' && numeric ? (
        <>
          {num('workbench.designer.prop.minimum', 'minimum')}
          {num('workbench.designer.prop.maximum', 'maximum')}
        </>
      ) : null}
      {Array.isArray(holder.enum) ? (
        <OptionsEditor doc={doc} node={node} readOnly={readOnly} commit={props.commit} />
      ) : null}
      {widget === 'treeSelect' || widget === 'areaCascader' || widget === 'upload' ? (
        <div className="dz-prop">
          <span className="dz-prop-label">{t('workbench.designer.prop.remote')}</span>
          <LazyInput
            label={t('workbench.designer.prop.endpoint')}
            value={String(options.endpoint ?? '')}
            disabled={readOnly}
            onCommit={(v) => uiOption('endpoint', v)}
          />
          {widget === 'treeSelect' ? (
            <>
              <LazyInput
                label={t('workbench.designer.prop.labelField')}
                value={String(options.labelField ?? '')}
                disabled={readOnly}
                onCommit={(v) => uiOption('labelField', v)}
              />
              <LazyInput
                label={t('workbench.designer.prop.valueField')}
                value={String(options.valueField ?? '')}
                disabled={readOnly}
                onCommit={(v) => uiOption('valueField', v)}
              />
            </>
          ) : null}
        </div>
      ) : null}
      {node.kind === 'group' || node.kind === 'array' ? (
        <div className="dz-prop">
          <label className="dz-prop-label" htmlFor={`columns-${node.id}`}>
            {t('workbench.designer.prop.columns')}
          </label>
          <Select
            id={`columns-${node.id}`}
            aria-label={t('workbench.designer.prop.columns')}
            value={Number(options.columns ?? 1)}
            disabled={readOnly}
            optionList={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))}
            onChange={(value) => uiOption('columns', Number(value) > 1 ? Number(value) : undefined)}
          />
        </div>
      ) : null}
      {node.kind !== 'note' ? (
        <div className="dz-prop" data-testid="dz-visible">
          <span className="dz-prop-label">{t('workbench.designer.prop.visible')}</span>
          <Select
            aria-label={t('workbench.designer.prop.visibleField')}
            style={{ width: '100%' }}
            disabled={readOnly}
            value={node.visibleWhen?.field ?? ''}
            optionList={[
              { value: '', label: t('workbench.designer.prop.visibleAlways') },
              ...others.map((o) => ({ value: o.key, label: o.key })),
            ]}
            onChange={(value) =>
              change((n) => {
                if (!value) return { ...n, visibleWhen: undefined };
                const other = others.find((o) => o.key === value);
                const first = Array.isArray(other?.schema.enum)
                  ? (other?.schema.enum[0] as string)
                  : other?.schema.type === 'boolean'
                    ? true
                    : '';
                return {
                  ...n,
                  visibleWhen: { field: String(value), equals: n.visibleWhen?.equals ?? first },
                };
              })
            }
          />
          {node.visibleWhen ? (
            <LazyInput
              label={t('workbench.designer.prop.visibleEquals')}
              value={String(node.visibleWhen.equals)}
              disabled={readOnly}
              onCommit={(v) => {
                const other = others.find((o) => o.key === node.visibleWhen?.field);
                const typed =
                  other?.schema.type === 'boolean'
                    ? v === 'true'
                    : other?.schema.type === 'number' || other?.schema.type === 'integer'
                      ? (numberOr(v) ?? v)
                      : v;
                change((n) => ({
                  ...n,
                  visibleWhen: n.visibleWhen ? { ...n.visibleWhen, equals: typed } : undefined,
                }));
              }}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
