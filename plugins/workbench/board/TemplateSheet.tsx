import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import TagInput from '@douyinfe/semi-ui/lib/es/tagInput';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { fieldErrorsOf, messageOf, refusalOf } from '../shared/errors';
import { ColumnsEditor, type EditedColumn, fromEdited, toEdited } from './ColumnsEditor';
import { TemplatePreview } from './TemplatePreview';
import { type BoardTemplate, COLUMN_COLORS } from './types';

type Starter = { title: string; column: string };

/**
 * Create or edit a board template: name, description, cover colour, labels, a sortable
 * column list and starter cards, with a preview of the empty board. A refused save keeps every
 * typed value and marks the named fields.
 */
export function TemplateSheet(props: {
  template: BoardTemplate;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // Back, a tab or a menu click leaves the view: the overlay goes with it.
  useCloseWhenLeft(true, props.onClose);
  const [name, setName] = useState(props.template.name);
  const [description, setDescription] = useState(props.template.description ?? '');
  const [cover, setCover] = useState(props.template.cover ?? 'blue');
  const [labels, setLabels] = useState<string[]>(props.template.labels ?? []);
  const [columns, setColumns] = useState<EditedColumn[]>(toEdited(props.template.columns));
  const [starters, setStarters] = useState<Starter[]>(props.template.starterTasks ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const k = (key: string) => t(`workbench.board.${key}`);
  const save = async () => {
    setSaving(true);
    try {
      await http.post(
        '/workbench/boardTpl/save',
        {
          id: props.template.id,
          name,
          description,
          cover,
          labels,
          columns: fromEdited(columns),
          starterTasks: starters,
        },
        { showsRefusal: true },
      );
      toast('success', k('saved'));
      await props.onSaved();
      props.onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast('error', refusalOf(error).msg ?? messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const setStarter = (index: number, change: Partial<Starter>) =>
    setStarters((list) => list.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const error = (field: string) =>
    errors[field] ? (
      <div className="wb-board-error" role="alert" data-field-error={field}>
        {errors[field]}
      </div>
    ) : null;
  return (
    <SideSheet
      visible
      title={props.template.id ? t('workbench.common.edit') : k('tplCreate')}
      aria-label={props.template.id ? t('workbench.common.edit') : k('tplCreate')}
      width={narrow ? '100%' : 640}
      onCancel={props.onClose}
      footer={
        <div className="wb-toolbar-group" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
          <Button theme="solid" loading={saving} onClick={() => void save()}>
            {t('workbench.common.save')}
          </Button>
        </div>
      }
    >
      <div className="wb-board-form" data-testid="wb-tpl-sheet">
        <div className="wb-board-field">
          <div className="wb-board-field-label">{k('tplName')}</div>
          <Input
            aria-label={k('tplName')}
            value={name}
            validateStatus={errors.name ? 'error' : 'default'}
            onChange={setName}
          />
          {error('name')}
        </div>
        <div className="wb-board-field">
          <div className="wb-board-field-label">{k('tplDescription')}</div>
          <TextArea
            aria-label={k('tplDescription')}
            autosize={{ minRows: 2, maxRows: 4 }}
            value={description}
            onChange={setDescription}
          />
          {error('description')}
        </div>
        <div className="wb-board-form-row">
          <div className="wb-board-field">
            <div className="wb-board-field-label">{k('tplCover')}</div>
            <Select
              aria-label={k('tplCover')}
              style={{ width: '100%' }}
              value={cover}
              onChange={(v) => setCover(String(v))}
              optionList={COLUMN_COLORS.map((c) => ({
                value: c,
                label: (
                  <span className="wb-board-colour">
                    <span className={`wb-board-dot wb-board-dot-${c}`} />
                    {c}
                  </span>
                ),
              }))}
            />
          </div>
          <div className="wb-board-field">
            <div className="wb-board-field-label">{k('labels')}</div>
            <TagInput aria-label={k('labels')} value={labels} onChange={setLabels} />
            {error('labels')}
          </div>
        </div>
        <div className="wb-board-field-label">{k('columns')}</div>
        <ColumnsEditor
          columns={columns}
          errors={errors}
          readOnly={false}
          removable={() => ''}
          onChange={setColumns}
        />
        <div className="wb-board-field-label">{k('starterTasks')}</div>
        {starters.map((starter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: starter cards have no id; the list only grows or shrinks at a row
          <div key={index} className="wb-board-colrow">
            <div className="wb-board-colrow-fields">
              <Input
                aria-label={`${k('starterTitle')} ${index + 1}`}
                value={starter.title}
                validateStatus={errors[`starterTasks.${index}.title`] ? 'error' : 'default'}
                onChange={(title) => setStarter(index, { title })}
              />
              <Select
                aria-label={`${k('column')} ${index + 1}`}
                style={{ width: 150 }}
                value={starter.column || undefined}
                validateStatus={errors[`starterTasks.${index}.column`] ? 'error' : 'default'}
                onChange={(v) => setStarter(index, { column: String(v) })}
                optionList={columns.filter((c) => c.key).map((c) => ({ value: c.key, label: c.name }))}
              />
              <Button
                type="danger"
                theme="borderless"
                aria-label={`${k('removeStarter')} ${index + 1}`}
                onClick={() => setStarters((list) => list.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            </div>
            {error(`starterTasks.${index}.title`)}
            {error(`starterTasks.${index}.column`)}
          </div>
        ))}
        <Button
          onClick={() =>
            setStarters((list) => [...list, { title: '', column: columns.find((c) => c.key)?.key ?? '' }])
          }
        >
          + {k('addStarter')}
        </Button>
        <div className="wb-board-field-label">{k('previewBoard')}</div>
        <TemplatePreview columns={fromEdited(columns)} starters={starters} />
      </div>
    </SideSheet>
  );
}
