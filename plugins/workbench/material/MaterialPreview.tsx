import Tree from '@douyinfe/semi-ui/lib/es/tree';
import type { TreeNodeData } from '@douyinfe/semi-ui/lib/es/tree/interface';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, validatorOptions } from '../../../runtime/forms';
import { isRecord } from '../../../runtime/lib';
import { toast } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import type { PageConfig, PageFormSchema } from '../../../schemas/types.gen';
import { PagePreview } from '../shared/PagePreview';
import { sampleRows } from './sampleRows';
import type { MaterialType } from './types';

type Json = Record<string, unknown>;
const EMPTY_STRINGS = { zh: {}, en: {} };
// The preview validates in the browser like the console's precompiled validators do (same formats).
const validator = customizeValidator(validatorOptions);
const loadValidator = async () => validator;

/** A crud page around columns or an action, so the runtime's own cells and buttons render them. */
function pageOf(type: MaterialType, value: unknown, title: string): PageConfig | undefined {
  const crud = (columns: unknown[], extra: Json = {}) =>
    ({ kind: 'crud', title, resource: 'materialPreview', columns, ...extra }) as unknown as PageConfig;
  if (type === 'page') return value as PageConfig;
  if (type === 'column') return crud([value]);
  if (type === 'columns') return crud(value as unknown[]);
  if (type === 'action')
    return crud([{ field: 'title', title: 'field.title' }], { actions: { toolbar: [value] } });
  return undefined;
}

/** A form's schema is an object's: its values are always an object. */
const isFormSchema = (value: unknown): value is PageFormSchema => isRecord(value) && value.type === 'object';

/** The form a field or form fragment makes: one property, or the fragment's schema. */
function formOf(type: MaterialType, value: Json): { schema: PageFormSchema; uiSchema: Json } {
  if (type === 'form')
    return {
      schema: isFormSchema(value.schema) ? value.schema : { type: 'object' },
      uiSchema: isRecord(value.uiSchema) ? value.uiSchema : {},
    };
  const name = String(value.name);
  return {
    schema: {
      type: 'object',
      required: value.required === true ? [name] : [],
      properties: { [name]: value.schema },
    },
    uiSchema: value.uiSchema ? { [name]: value.uiSchema } : {},
  };
}

/** A route material as the menu tree it adds: each route's title (or name) and path. */
const treeOf = (route: unknown, t: (key: string) => string): TreeNodeData => {
  const { name, path, meta, children } = isRecord(route) ? route : {};
  const title = isRecord(meta) && typeof meta.title === 'string' && meta.title ? t(meta.title) : String(name);
  return {
    key: String(name),
    label: `${title}  ${String(path)}`,
    children: (Array.isArray(children) ? children : []).map((child) => treeOf(child, t)),
  };
};

function flatStrings(table: unknown, prefix = ''): [string, string][] {
  if (typeof table === 'string') return [[prefix, table]];
  if (!table || typeof table !== 'object') return [];
  return Object.entries(table).flatMap(([key, inner]) =>
    flatStrings(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The live preview of a material, drawn by the runtime itself, never an uploaded picture:
 * a page through the preview host with sample rows, a column (or set, or action) as a crud page
 * with three sample rows, a field or form fragment as a SchemaForm that validates, a route as
 * the menu tree it adds, a string pack as a table.
 *
 * @example <MaterialPreview type="column" value={{ field: 'status', title: 'x', cell: 'tag' }} />
 */
export function MaterialPreview({ type, value, name }: { type: MaterialType; value: unknown; name: string }) {
  const { t } = useTranslation();
  const page = useMemo(() => pageOf(type, value, name), [type, value, name]);
  const rows = useMemo(() => sampleRows(page?.kind === 'crud' ? page.columns : []), [page]);
  if (value === undefined || value === null) return null;
  if (page)
    return (
      <PagePreview
        name="materialPreview"
        page={page}
        strings={EMPTY_STRINGS}
        rows={rows}
        loadValidator={loadValidator}
      />
    );
  if (type === 'field' || type === 'form') {
    const form = formOf(type, isRecord(value) ? value : {});
    return (
      <div className="wb-material-form" data-testid="wb-material-form">
        <SchemaForm
          key={JSON.stringify(form)}
          idPrefix={`material_${name.replace(/\W/g, '_')}`}
          schema={form.schema}
          uiSchema={form.uiSchema}
          validator={validator}
          onSubmit={() => {
            toast('success', t('workbench.material.valid'));
          }}
        />
      </div>
    );
  }
  if (type === 'route') {
    return (
      <div>
        <Typography.Text type="tertiary">{t('workbench.material.routePreview')}</Typography.Text>
        <Tree treeData={[treeOf(value, t)]} defaultExpandAll />
      </div>
    );
  }
  const tables = isRecord(value) ? value : {};
  const zh = new Map(flatStrings(tables.zh));
  const en = flatStrings(tables.en);
  const keys = [...new Set([...zh.keys(), ...en.map(([key]) => key)])];
  const enMap = new Map(en);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={keys.map((key) => ({ key, zh: zh.get(key) ?? '', en: enMap.get(key) ?? '' }))}
      columns={[
        { title: t('workbench.material.stringsKey'), dataIndex: 'key' },
        { title: '中文', dataIndex: 'zh' },
        { title: 'English', dataIndex: 'en' },
      ]}
    />
  );
}
