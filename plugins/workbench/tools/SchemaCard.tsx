import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Converted, parseJson } from './convert';
import { sampleOfSchema, schemaOfSample } from './schemaSample';
import { TwoWayCard } from './TwoWayCard';

const SAMPLE = JSON.stringify(
  [{ id: 1, name: '积木', email: 'jimu@example.com', createTime: '2024-05-01T12:00:00Z', enabled: true }],
  null,
  2,
);

/**
 * JSON sample ⇄ JSON Schema: a sample → its schema by the workbench's own inference, with
 * a suggested uiSchema below; a schema → a sample record (defaults, examples, enums, formats).
 */
export function SchemaCard() {
  const { t } = useTranslation();
  const [uiSchema, setUiSchema] = useState<string | undefined>();
  const toSchema = (text: string): Converted => {
    const read = parseJson(text);
    if (!read.ok) return read;
    if (typeof read.value !== 'object' || read.value === null)
      return { ok: false, line: 1, col: 1, message: 'a sample is an object or a list of objects' };
    const { schema, uiSchema: ui } = schemaOfSample(read.value);
    setUiSchema(JSON.stringify(ui, null, 2));
    return { ok: true, text: JSON.stringify(schema, null, 2) };
  };
  const toSample = (text: string): Converted => {
    const read = parseJson(text);
    if (!read.ok) return read;
    if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value))
      return { ok: false, line: 1, col: 1, message: 'a JSON Schema is an object' };
    return { ok: true, text: JSON.stringify(sampleOfSchema(read.value as Record<string, unknown>), null, 2) };
  };
  return (
    <TwoWayCard
      id="schema"
      title={t('workbench.tools.schema')}
      left={{ label: t('workbench.tools.sample'), initial: SAMPLE, convert: toSchema }}
      right={{ label: t('workbench.tools.schemaOut'), convert: toSample }}
      extra={
        uiSchema && (
          <div className="wb-tool-side">
            <Typography.Text strong>{t('workbench.tools.uiSchema')}</Typography.Text>
            <pre className="wb-tool-pre" data-testid="wb-tool-uischema">
              {uiSchema}
            </pre>
          </div>
        )
      }
    />
  );
}
