import Modal from '@douyinfe/semi-ui/lib/es/modal';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import type { ValidatorType, Widget } from '@rjsf/utils';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFormSchema, PageUiSchema } from '../../../schemas/types.gen';
import type { HttpClient } from '../../data';
import { SchemaForm } from '../../forms';
import { useCloseWhenLeft } from '../../routing/useViewActive';

type Json = Record<string, unknown>;

export interface EditDialogProps {
  open: boolean;
  mode: 'modal' | 'drawer';
  width?: number;
  title: string;
  schema: PageFormSchema;
  uiSchema: PageUiSchema;
  formData: Json;
  /** Undefined while the precompiled validator is still loading. */
  validator?: ValidatorType;
  http: HttpClient;
  widgets: Record<string, Widget>;
  onSubmit(formData: Json): Promise<void>;
  onClose(): void;
  /**
   * Why the last save could not be done for a moment (a 503: a timeout, a serialization
   * failure): shown above the form with 重试, which sends the form again as it stands.
   */
  unavailable?: string;
}

/** Marks the moment the dialog is on screen, for the bench's 40 ms budget (performance.measure). */
function markOpened() {
  if (typeof performance === 'undefined' || !performance.getEntriesByName('jimu:edit:click').length) return;
  requestAnimationFrame(() => {
    performance.mark('jimu:edit:shown');
    performance.measure('jimu:edit-open', 'jimu:edit:click', 'jimu:edit:shown');
    performance.clearMarks('jimu:edit:click');
  });
}

/**
 * The add/edit form of a crud page in a modal or a side drawer. Invalid input is reported under
 * each field by the form (inline) and nothing is sent; a refused save keeps the dialog open with
 * the person's input (the http layer showed why). A save the server could not do for a moment
 * (503) says so above the form with 重试, which submits the same form again: its values, checks
 * and busy state are the form's own.
 *
 * @example <EditDialog open mode="modal" title="Edit" schema={s} uiSchema={u} formData={row} … />
 */
export function EditDialog(props: EditDialogProps) {
  const { t } = useTranslation();
  const { open, mode, width, title, validator, unavailable } = props;
  const formId = `jimu-edit-${useId().replace(/:/g, '')}`;
  useEffect(() => {
    if (open) markOpened();
  }, [open]);
  // Browser Back or a tab click hides the page: its dialog does not stay over the next one.
  useCloseWhenLeft(open, props.onClose);
  const retry = () => {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  };
  const notice = unavailable ? (
    <div className="jimu-crud-unavailable" role="alert" data-testid="crud-edit-unavailable">
      <span>
        {unavailable} {t('jimu.crud.unavailableKept')}
      </span>
      <button type="button" className="jimu-btn jimu-btn-solid" onClick={retry}>
        {t('jimu.crud.retry')}
      </button>
    </div>
  ) : null;
  const body = validator ? (
    <SchemaForm
      id={formId}
      schema={props.schema}
      uiSchema={props.uiSchema}
      formData={props.formData}
      validator={validator}
      layout="vertical"
      submitLabel={t('jimu.crud.save')}
      onSubmit={(data: Json) => props.onSubmit(data)}
      onCancel={props.onClose}
      extraWidgets={props.widgets}
      formContext={{ http: props.http }}
    />
  ) : (
    <Spin style={{ width: '100%', padding: 32 }} />
  );
  if (mode === 'drawer') {
    return (
      <SideSheet
        title={title}
        visible={open}
        width={width ?? 480}
        onCancel={props.onClose}
        className="jimu-crud-drawer"
      >
        {open ? notice : null}
        {open ? body : null}
      </SideSheet>
    );
  }
  return (
    <Modal
      title={title}
      visible={open}
      width={width ?? 520}
      footer={null}
      onCancel={props.onClose}
      className="jimu-crud-modal"
    >
      {open ? notice : null}
      {open ? body : null}
    </Modal>
  );
}
