import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { Select } from '../../../runtime/forms';
import { useOverviewMessages } from './messages';

const RESOLUTIONS = ['fixed', 'wont_fix', 'duplicate', 'not_a_bug', 'cannot_reproduce'];

export interface TransitionInput {
  resolution?: string;
  duplicateOf?: number;
  comment?: string;
}

interface Props {
  defect: { id: number; status: string };
  to: string;
  /** The server's field errors: which fields it needs, and why. */
  fieldErrors: Record<string, string>;
  value: TransitionInput;
  onChange(value: TransitionInput): void;
  onSubmit(): void;
  onCancel(): void;
  busy: boolean;
}

/**
 * What a defect transition needs besides its target, asked for after the server said so (its
 * field errors): resolution, the duplicate's number, a comment. Typed values stay when the
 * server refuses again.
 */
export function TransitionDialog({
  defect,
  to,
  fieldErrors,
  value,
  onChange,
  onSubmit,
  onCancel,
  busy,
}: Props) {
  const { t, label } = useOverviewMessages();
  const asks = (field: string) => field in fieldErrors;
  const error = (field: string) =>
    fieldErrors[field] ? (
      <Typography.Text type="danger" size="small" data-field-error={field}>
        {fieldErrors[field]}
      </Typography.Text>
    ) : null;
  const field = (name: string, title: string, control: JSX.Element) => (
    <div className="wb-ov-field">
      <label htmlFor={`wb-transition-${name}`}>{title}</label>
      {control}
      {error(name)}
    </div>
  );
  return (
    <Modal
      visible
      title={t('workbench.overview.transitionTitle', {
        id: defect.id,
        from: label('status', defect.status),
        to: label('status', to),
      })}
      okText={t('workbench.overview.submit')}
      cancelText={t('workbench.overview.cancel')}
      onOk={onSubmit}
      onCancel={onCancel}
      confirmLoading={busy}
    >
      {(asks('resolution') || asks('duplicateOf') || value.resolution) &&
        field(
          'resolution',
          t('workbench.overview.resolution'),
          <Select
            id="wb-transition-resolution"
            style={{ width: '100%' }}
            value={value.resolution}
            onChange={(v) => onChange({ ...value, resolution: String(v) })}
            optionList={RESOLUTIONS.map((r) => ({ value: r, label: label('resolutions', r) }))}
          />,
        )}
      {(asks('duplicateOf') || value.resolution === 'duplicate') &&
        field(
          'duplicateOf',
          t('workbench.overview.duplicateOf'),
          <InputNumber
            id="wb-transition-duplicateOf"
            style={{ width: '100%' }}
            value={value.duplicateOf}
            onNumberChange={(v) => onChange({ ...value, duplicateOf: Number(v) || undefined })}
          />,
        )}
      {field(
        'comment',
        t('workbench.overview.comment'),
        <TextArea
          id="wb-transition-comment"
          value={value.comment ?? ''}
          onChange={(v) => onChange({ ...value, comment: v })}
          autosize
        />,
      )}
      {Object.entries(fieldErrors)
        .filter(([name]) => !['resolution', 'duplicateOf', 'comment'].includes(name))
        .map(([name, message]) => (
          <Typography.Text key={name} type="danger" size="small" data-field-error={name}>
            {message}
          </Typography.Text>
        ))}
    </Modal>
  );
}
