import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { isOneOf } from '../../../runtime/lib';

export type ExportFormat = 'xlsx' | 'csv';
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];
const BAD_NAME = /[\\/:*?"<>|]/;

interface ExportFormProps {
  t: TFunction;
  defaultName?: string;
  label?: string;
  testId?: string;
  /** Rejects when the export failed; the form shows why and keeps its values. */
  onExport(fileName: string, format: ExportFormat): Promise<void> | void;
}

/** 文件名, 格式 (xlsx / csv) and 导出, with the file name checked before anything is written. */
export function ExportForm({
  t,
  defaultName = 'table-list',
  label,
  testId = 'showcase-excel',
  onExport,
}: ExportFormProps) {
  const [name, setName] = useState(defaultName);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('showcase.excel.form.fileNameRequired'));
    if (BAD_NAME.test(trimmed)) return setError(t('showcase.excel.form.fileNameInvalid'));
    setError(null);
    setBusy(true);
    try {
      await onExport(trimmed, format);
    } catch (failure) {
      setError(t('showcase.excel.form.exportFailed', { message: (failure as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap align="start" spacing="loose">
      <div>
        <label htmlFor={`${testId}-name`} style={{ marginRight: 8 }}>
          {t('showcase.excel.form.fileName')}
        </label>
        <Input
          id={`${testId}-name`}
          data-testid={`${testId}-name`}
          value={name}
          onChange={setName}
          suffix={`.${format}`}
          style={{ width: 220 }}
          validateStatus={error ? 'error' : 'default'}
          aria-invalid={error !== null}
          aria-describedby={error ? `${testId}-error` : undefined}
        />
        {error ? (
          <Typography.Text type="danger" size="small" id={`${testId}-error`} style={{ display: 'block' }}>
            {error}
          </Typography.Text>
        ) : null}
      </div>
      <RadioGroup
        type="button"
        aria-label={t('showcase.excel.form.format')}
        value={format}
        onChange={(event) => isOneOf(FORMATS, event.target.value) && setFormat(event.target.value)}
        data-testid={`${testId}-format`}
      >
        <Radio value="xlsx">xlsx</Radio>
        <Radio value="csv">csv</Radio>
      </RadioGroup>
      <Button theme="solid" loading={busy} data-testid={`${testId}-export`} onClick={() => void submit()}>
        {label ?? t('showcase.excel.form.export')}
      </Button>
    </Space>
  );
}
