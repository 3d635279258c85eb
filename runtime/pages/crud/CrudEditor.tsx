import type { Widget } from '@rjsf/utils';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudPageConfig } from '../../../schemas/types.gen';
import { type DataProvider, type HttpClient, HttpError } from '../../data';
import { toast } from '../../shell/toast';
import { EditDialog } from './EditDialog';
import { createOnlyFields, editUiSchema, formDataOf } from './editForm';
import { unknownResult } from './unknownResult';
import type { CrudRow } from './useCrudList';
import { usePageValidator } from './usePageValidator';

type Json = Record<string, unknown>;

export interface CrudEditorHandle {
  /** Opens the add form (no record) or the edit form of `record`. */
  open(record?: CrudRow): void;
}

export interface CrudEditorProps {
  name: string;
  page: CrudPageConfig;
  edit: NonNullable<CrudPageConfig['edit']>;
  provider: DataProvider;
  http: HttpClient;
  widgets: Record<string, Widget>;
  onSaved(): void;
  /** Called once mounted (the handle is set): the page opens a dialog asked for while loading. */
  onReady?(): void;
}

/**
 * The add/edit dialog of a crud page, holding its own open/closed state: opening it re-renders
 * only this component, never the list (a page of 500 rows stays still). Saves create a record
 * (no id) or update one; a refused save keeps the dialog open with what was typed, and so does a
 * save whose result is unknown (the list behind it is reloaded) and one the server could not do
 * for a moment (503), which the dialog offers to retry.
 *
 * @example const editor = useRef<CrudEditorHandle>(null); editor.current?.open(row);
 */
export const CrudEditor = forwardRef<CrudEditorHandle, CrudEditorProps>(function CrudEditor(props, ref) {
  const { name, page, edit, provider, http, onSaved } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<{ open: boolean; record?: CrudRow }>({ open: false });
  // Why the last save could not be done for a moment (503), shown in the dialog with 重试.
  const [unavailable, setUnavailable] = useState<string>();
  const validator = usePageValidator(name, 'edit');
  useImperativeHandle(
    ref,
    () => ({
      open: (record) => {
        setUnavailable(undefined);
        setState({ open: true, record });
      },
    }),
    [],
  );
  const { onReady } = props;
  useEffect(() => onReady?.(), [onReady]);

  const schema = edit.schema;
  const creating = state.record === undefined;
  const uiSchema = useMemo(() => editUiSchema(edit.uiSchema, creating), [edit.uiSchema, creating]);
  const formData = useMemo(
    () => (state.record ? formDataOf(schema, state.record, createOnlyFields(edit.uiSchema)) : {}),
    [schema, state.record, edit.uiSchema],
  );
  const close = () => setState((s) => ({ ...s, open: false }));
  const save = async (data: Json) => {
    const rowKey = page.rowKey ?? 'id';
    // A refusal rejects into the form: it keeps the input and marks a field the server named.
    try {
      if (state.record) await provider.update(page.resource, state.record[rowKey] as string | number, data);
      else await provider.create(page.resource, data);
    } catch (error) {
      // Not done for a moment (a timeout, a serialization failure): the dialog says so with 重试,
      // instead of a toast that goes away; the form keeps what was typed.
      if (error instanceof HttpError && error.status === 503) {
        setUnavailable(error.message);
        error.shownByCaller = true;
        throw error;
      }
      setUnavailable(undefined);
      // An answer the provider does not understand may hide a save that happened: a warning, the
      // list reloaded, and the dialog keeps what was typed (the form keeps it on any rejection).
      if (unknownResult(error, t, onSaved)) throw error;
      // An answer nobody could read may hide a save that happened too. The message says the
      // result is unknown; the list behind the dialog is reloaded so the user can see for themselves.
      if (error instanceof HttpError && (error.reason === 'unreadable' || error.reason === 'mapping'))
        onSaved();
      throw error;
    }
    setUnavailable(undefined);
    toast('success', t('jimu.crud.saved'));
    close();
    onSaved();
  };
  return (
    <EditDialog
      open={state.open}
      mode={edit.mode ?? 'modal'}
      width={edit.width}
      title={t(creating ? 'jimu.crud.createTitle' : 'jimu.crud.editTitle')}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      http={http}
      widgets={props.widgets}
      onSubmit={save}
      onClose={close}
      unavailable={unavailable}
    />
  );
});
