import Input from '@douyinfe/semi-ui/lib/es/input';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import TagInput from '@douyinfe/semi-ui/lib/es/tagInput';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { useNarrowScreen } from '../../../runtime/plugin';
import type { GenColumn } from './types';

const FORMATS = ['', 'date-time', 'localDateTime', 'date', 'time', 'email', 'uri'];

/**
 * The side panel of one column: what the grid cannot show — JSON type and format, maximum
 * length, the allowed values, width, sortable, read-only, search operator and the referenced
 * resource of a foreign key. Every change goes through the screen's history (undo/redo) and the
 * live preview follows; a full-width sheet under 992 px.
 */
export function ColumnPanel(props: {
  column: GenColumn;
  readOnly: boolean;
  onChange: (key: keyof GenColumn, value: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const { column, readOnly, onChange } = props;
  const k = (key: string) => t(`workbench.colPanel.${key}`);
  const field = (label: string, control: ReactNode) => (
    <div className="wb-screen" style={{ gap: 4, padding: 0 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {control}
    </div>
  );
  const ref = column.ref ?? { resource: '', labelField: 'name', valueField: 'id' };
  const setRef = (key: keyof typeof ref, value: string) => {
    const next = { ...ref, [key]: value.trim() };
    onChange('ref', next.resource ? next : undefined);
  };
  return (
    <SideSheet
      visible
      title={t('workbench.colPanel.title', { field: column.field })}
      onCancel={props.onClose}
      width={narrow ? '100%' : 420}
    >
      <div className="wb-screen" data-testid="wb-column-panel">
        <Typography.Text type="tertiary">
          {t('workbench.colPanel.source', {
            name: column.columnName,
            type: column.columnType,
            pk: column.isPk ? k('pk') : '',
            nullable: column.nullable ? k('nullable') : '',
          })}
        </Typography.Text>
        {field(
          k('jsonType'),
          <Select
            aria-label={k('jsonType')}
            value={column.jsonType}
            disabled={readOnly}
            optionList={['string', 'integer', 'number', 'boolean', 'array'].map((v) => ({
              value: v,
              label: v,
            }))}
            onChange={(v) => onChange('jsonType', v)}
          />,
        )}
        {field(
          k('format'),
          <Select
            aria-label={k('format')}
            value={column.format ?? ''}
            disabled={readOnly}
            optionList={FORMATS.map((v) => ({ value: v, label: v || k('none') }))}
            onChange={(v) => onChange('format', v || undefined)}
          />,
        )}
        {field(
          k('maxLength'),
          <InputNumber
            aria-label={k('maxLength')}
            value={column.maxLength}
            min={1}
            disabled={readOnly}
            onNumberChange={(v) => onChange('maxLength', Number.isFinite(v) && v > 0 ? v : undefined)}
          />,
        )}
        {field(
          k('enumValues'),
          <TagInput
            aria-label={k('enumValues')}
            value={column.enumValues ?? []}
            disabled={readOnly}
            allowDuplicates={false}
            onChange={(v) => onChange('enumValues', v.length > 0 ? v : undefined)}
          />,
        )}
        {field(
          k('width'),
          <InputNumber
            aria-label={k('width')}
            value={column.width}
            min={40}
            max={800}
            disabled={readOnly}
            onNumberChange={(v) => onChange('width', Number.isFinite(v) ? v : undefined)}
          />,
        )}
        {field(
          k('searchOperator'),
          <Select
            aria-label={k('searchOperator')}
            value={column.searchOperator ?? 'eq'}
            disabled={readOnly}
            optionList={['eq', 'like'].map((v) => ({ value: v, label: v }))}
            onChange={(v) => onChange('searchOperator', v)}
          />,
        )}
        <span className="wb-toolbar-group">
          <Switch
            aria-label={k('sortable')}
            checked={Boolean(column.sortable)}
            disabled={readOnly}
            onChange={(v) => onChange('sortable', v)}
          />
          {k('sortable')}
          <Switch
            aria-label={k('readOnly')}
            checked={Boolean(column.readOnly)}
            disabled={readOnly}
            onChange={(v) => onChange('readOnly', v)}
          />
          {k('readOnly')}
        </span>
        {field(
          k('refResource'),
          <Input
            aria-label={k('refResource')}
            value={ref.resource}
            disabled={readOnly}
            onChange={(v) => setRef('resource', v)}
          />,
        )}
        {column.ref && (
          <span className="wb-toolbar-group">
            <Input
              aria-label={k('refLabel')}
              prefix={k('refLabel')}
              value={ref.labelField}
              disabled={readOnly}
              onChange={(v) => setRef('labelField', v)}
            />
            <Input
              aria-label={k('refValue')}
              prefix={k('refValue')}
              value={ref.valueField}
              disabled={readOnly}
              onChange={(v) => setRef('valueField', v)}
            />
          </span>
        )}
      </div>
    </SideSheet>
  );
}
