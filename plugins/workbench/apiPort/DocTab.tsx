import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Table } from '../../../runtime/ui/semi';
import type { Endpoint, Schema } from './types';

const typeOf = (schema: Schema): string => {
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : String(schema.type ?? (schema.enum ? 'enum' : 'any'));
  return schema.format ? `${type} (${String(schema.format)})` : type;
};

/** A JSON Schema's properties as a table: field, type, required, title or description. */
function SchemaTable({ schema, label }: { schema?: Schema; label: string }) {
  const { t } = useTranslation();
  const rows = Object.entries(schema?.properties ?? {}).map(([field, s]) => ({
    field,
    type: typeOf(s),
    required: (schema?.required ?? []).includes(field),
    note: String(s.description ?? s.title ?? ''),
  }));
  return (
    <section aria-label={label}>
      <Typography.Title heading={6}>{label}</Typography.Title>
      {schema && rows.length === 0 ? (
        <Typography.Text code>{typeOf(schema)}</Typography.Text>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={rows}
          empty={t('workbench.apiPort.noSchema')}
          columns={[
            { title: t('workbench.apiPort.field'), dataIndex: 'field' },
            { title: t('workbench.apiPort.type'), dataIndex: 'type' },
            {
              title: t('workbench.apiPort.required'),
              dataIndex: 'required',
              render: (v: boolean) => (v ? t('workbench.apiPort.yes') : t('workbench.apiPort.no')),
            },
            { title: '', dataIndex: 'note' },
          ]}
        />
      )}
    </section>
  );
}

/**
 * 文档: what the endpoint is (name, group, status, envelope), its Markdown notes (rendered as React
 * elements: raw HTML is not rendered, unsafe link targets are dropped), its parameters and schemas.
 */
export function DocTab({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  return (
    <div className="wb-api-doc">
      <Descriptions
        align="left"
        data={[
          { key: t('workbench.apiPort.name'), value: endpoint.name },
          { key: t('workbench.apiPort.group'), value: endpoint.group },
          { key: t('workbench.apiPort.status'), value: endpoint.status ?? '' },
          {
            key: t('workbench.apiPort.envelope'),
            value: endpoint.envelope ? t('workbench.apiPort.yes') : t('workbench.apiPort.no'),
          },
        ]}
      />
      {endpoint.source === 'derived' && (
        <Typography.Text type="tertiary">{t('workbench.apiPort.derivedReadOnly')}</Typography.Text>
      )}
      {endpoint.description && (
        <div className="wb-api-notes">
          <Markdown
            remarkPlugins={[remarkGfm]}
            rehypePlugins={[rehypeSanitize]}
            urlTransform={defaultUrlTransform}
          >
            {endpoint.description}
          </Markdown>
        </div>
      )}
      <SchemaTable schema={endpoint.query} label={t('workbench.apiPort.query')} />
      {endpoint.method !== 'GET' && (
        <SchemaTable schema={endpoint.body} label={t('workbench.apiPort.body')} />
      )}
      <SchemaTable schema={endpoint.response} label={t('workbench.apiPort.response')} />
    </div>
  );
}
