import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import TagInput from '@douyinfe/semi-ui/lib/es/tagInput';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { isOneOf } from '../../../runtime/lib';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { fieldErrorsOf, messageOf, refusalOf } from '../shared/errors';
import { ColumnsEditor, type EditedColumn, fromEdited, toEdited } from './ColumnsEditor';
import type { Board, Swimlanes, Task } from './types';
import { SWIMLANES } from './types';

/**
 * A board's settings: name, default swimlanes, the labels on offer and its columns
 * (add, rename, reorder, WIP, colour, done; remove only when empty and with delete:system).
 * Deleting the board needs delete:system. A refused save keeps every typed value.
 */
export function BoardSettingsSheet(props: {
  board: Board;
  tasks: Task[];
  onClose: () => void;
  onSaved: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // Back, a tab or a menu click leaves the view: the overlay goes with it.
  useCloseWhenLeft(true, props.onClose);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const [name, setName] = useState(props.board.name);
  const [swimlanes, setSwimlanes] = useState<Swimlanes>(props.board.swimlanes ?? 'none');
  const [labels, setLabels] = useState<string[]>(props.board.labels ?? []);
  const [columns, setColumns] = useState<EditedColumn[]>(toEdited(props.board.columns));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const cardsIn = (key: string) => props.tasks.filter((task) => task.column === key).length;
  const save = async () => {
    setSaving(true);
    try {
      await http.post(
        '/workbench/board/save',
        { id: props.board.id, name, swimlanes, labels, columns: fromEdited(columns) },
        { showsRefusal: true },
      );
      toast('success', t('workbench.board.saved'));
      await props.onSaved();
      props.onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast('error', refusalOf(error).msg ?? messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    await http.post('/workbench/board/doDelete', { ids: [props.board.id] });
    toast('success', t('workbench.board.deleted'));
    await props.onDeleted();
    props.onClose();
  };
  return (
    <SideSheet
      visible
      title={t('workbench.board.settings')}
      aria-label={t('workbench.board.settings')}
      width={narrow ? '100%' : 640}
      onCancel={props.onClose}
      footer={
        <div className="wb-toolbar">
          <span>
            {canDelete && (
              <Popconfirm
                title={t('workbench.board.confirmDeleteBoard', { name: props.board.name })}
                onConfirm={() => void remove()}
              >
                <Button type="danger">{t('workbench.board.deleteBoard')}</Button>
              </Popconfirm>
            )}
          </span>
          <span className="wb-toolbar-group">
            <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
            {canWrite && (
              <Button theme="solid" loading={saving} onClick={() => void save()}>
                {t('workbench.common.save')}
              </Button>
            )}
          </span>
        </div>
      }
    >
      <div className="wb-board-form" data-testid="wb-board-settings">
        <div className="wb-board-field">
          <div className="wb-board-field-label">{t('workbench.board.boardName')}</div>
          <Input
            aria-label={t('workbench.board.boardName')}
            value={name}
            disabled={!canWrite}
            validateStatus={errors.name ? 'error' : 'default'}
            onChange={setName}
          />
          {errors.name && (
            <div className="wb-board-error" role="alert">
              {errors.name}
            </div>
          )}
        </div>
        <div className="wb-board-form-row">
          <div className="wb-board-field">
            <div className="wb-board-field-label">{t('workbench.board.defaultLanes')}</div>
            <Select
              aria-label={t('workbench.board.defaultLanes')}
              style={{ width: '100%' }}
              value={swimlanes}
              disabled={!canWrite}
              onChange={(v) => isOneOf(SWIMLANES, v) && setSwimlanes(v)}
              optionList={SWIMLANES.map((v) => ({
                value: v,
                label: t(`workbench.board.lane_${v}`),
              }))}
            />
          </div>
          <div className="wb-board-field">
            <div className="wb-board-field-label">{t('workbench.board.boardLabels')}</div>
            <TagInput
              aria-label={t('workbench.board.boardLabels')}
              value={labels}
              disabled={!canWrite}
              onChange={setLabels}
            />
          </div>
        </div>
        <div className="wb-board-field-label">{t('workbench.board.columns')}</div>
        <ColumnsEditor
          columns={columns}
          errors={errors}
          readOnly={!canWrite}
          removable={(column) => {
            if (!column.key) return '';
            if (!canDelete) return undefined;
            const count = column.key ? cardsIn(column.key) : 0;
            return count > 0 ? t('workbench.board.columnHasCards', { count }) : '';
          }}
          onChange={setColumns}
        />
      </div>
    </SideSheet>
  );
}
