import '@douyinfe/semi-foundation/lib/es/form/form.css';
import './forms.css';
import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import Button from '@douyinfe/semi-ui/lib/es/button';
// Not the package index: it also exports a test registry that reaches ajv's compiler.
import Form from '@rjsf/core/lib/components/Form.js';
import type { ErrorSchema, RegistryWidgetsType, ValidatorType, Widget } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { PageFormSchema, PageUiSchema } from '../../schemas/types.gen';
import type { HttpClient } from '../data';
import { createErrorTransformer } from './createErrorTransformer';
import { createStringTranslator } from './createStringTranslator';
import { createWhitespaceCheck } from './createWhitespaceCheck';
import { scalarListUiSchema } from './scalarLists';
import { semiTheme } from './semiTheme';
import { serverFieldErrors } from './serverFieldErrors';
import { translateUiSchema } from './translateSchema';
import { useFormI18n } from './useFormI18n';

type Values = Record<string, unknown>;

export interface SchemaFormProps {
  /** The JSON Schema of the values; titles and descriptions are i18n keys. Render it unchanged: a
   *  precompiled validator accepts only the schema it was compiled from. */
  schema: PageFormSchema;
  uiSchema?: PageUiSchema;
  formData?: Values;
  /** From `getPageValidator(page, form)` (browser) or `compileFormValidator()` (tests). */
  validator: ValidatorType;
  /**
   * Called with valid values only; while its promise is pending the submit button spins. When it
   * rejects, every value stays as typed; a server refusal that names a field of the form (an
   * HttpError such as `字段 password 不能为空`) is shown under that field in the form's language and
   * marked `shownByCaller`, so the error catalogue does not toast it as well.
   */
  onSubmit(formData: Values): void | Promise<void>;
  onChange?(formData: Values): void;
  /** Shows a cancel button beside submit (modal and drawer forms). */
  onCancel?(): void;
  /** i18n key or text of the submit button (default 提交 / Submit; 查询 / Search inline). */
  submitLabel?: string;
  /** vertical: labels above; horizontal: labels beside; inline: a search row with search and reset. */
  layout?: 'vertical' | 'horizontal' | 'inline';
  disabled?: boolean;
  /** Plugin widgets by name (`<plugin>/<name>`), merged over the theme's. */
  extraWidgets?: Record<string, Widget>;
  /** Handed to every widget; `http` loads tree-select and cascader data and uploads files. The form
   *  adds `layout` and `trackUpload` (an upload in flight holds the submit button). */
  formContext?: { http?: HttpClient; [key: string]: unknown };
  id?: string;
  /**
   * Prefix of every field id (`<idPrefix>_<field>`, default 'root'). Two forms on one screen (the
   * search bar and the edit dialog) need different prefixes, or a label points at the other's input.
   */
  idPrefix?: string;
}

/**
 * A page form from JSON Schema + uiSchema with the Semi theme: texts translated, errors inline
 * under each field in the current language (formats, required, ranges, patterns), validated on submit and
 * live after a failed one. `layout: 'inline'` is the search row of a crud page; its reset clears
 * the fields and submits the empty filter.
 *
 * @example
 * <SchemaForm schema={page.edit.schema} uiSchema={page.edit.uiSchema} validator={await getPageValidator('users', 'edit')}
 *   formData={row} onSubmit={save} onCancel={close} formContext={{ http }} />
 */
export function SchemaForm(props: SchemaFormProps) {
  const {
    schema,
    validator,
    onSubmit,
    onChange,
    onCancel,
    submitLabel,
    disabled,
    extraWidgets,
    id,
    idPrefix,
  } = props;
  const layout = props.layout ?? 'vertical';
  const { t, lang, texts } = useFormI18n();
  // Each reset remounts rjsf's Form empty: its state is internal, and a remount drops it with the errors.
  const [resets, setResets] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Files on their way to the server: their address is not in the values until they land, so the
  // form cannot be sent before then (the button spins and is disabled, which also stops Enter).
  const [uploading, setUploading] = useState(0);
  // The values live here, not only inside rjsf: rjsf rebuilds its state from the formData prop
  // whenever any prop changes (a failed validation turns live validation on), which emptied every
  // field. A new formData from the parent (another record, reloaded values) starts over.
  const [source, setSource] = useState(props.formData);
  const [values, setValues] = useState<Values>(props.formData ?? {});
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  if (source !== props.formData) {
    setSource(props.formData);
    setValues(props.formData ?? {});
    setServerErrors(undefined);
  }
  const uiSchema = useMemo(
    () => scalarListUiSchema(schema, translateUiSchema(props.uiSchema ?? {}, t), t, texts),
    [schema, props.uiSchema, t, texts],
  );
  const transformErrors = useMemo(
    () => createErrorTransformer(t, { lang, texts }, schema),
    [t, lang, texts, schema],
  );
  const customValidate = useMemo(() => createWhitespaceCheck(schema, t, lang), [schema, t, lang]);
  const translateString = useMemo(() => createStringTranslator(texts), [texts]);
  const widgets = useMemo<RegistryWidgetsType>(
    () => ({ ...semiTheme.widgets, ...extraWidgets }),
    [extraWidgets],
  );
  const formContext = useMemo(() => {
    const trackUpload = (upload: Promise<unknown>) => {
      setUploading((n) => n + 1);
      const settled = () => setUploading((n) => n - 1);
      upload.then(settled, settled);
    };
    return { ...props.formContext, layout, trackUpload };
  }, [props.formContext, layout]);

  const submit = async (data: Values) => {
    if (uploading > 0) return;
    setBusy(true);
    setServerErrors(undefined);
    try {
      await onSubmit(data);
    } catch (error) {
      const named = serverFieldErrors(error, schema, uiSchema, t, { lang, texts });
      if (named && error instanceof Error) {
        setServerErrors(named);
        // A refusal the form shows under its field is not toasted again by the error catalogue.
        Object.assign(error, { shownByCaller: true });
      } else if (!(error instanceof Error && 'reason' in error)) {
        // Not a failed call (which the http layer has shown): a bug must not pass silently.
        throw error;
      }
    } finally {
      setBusy(false);
    }
  };
  const change = (next: Values) => {
    setValues(next);
    onChange?.(next);
    // A field the server refused is no longer refused once the person changes it.
    setServerErrors((errors) => {
      if (!errors) return errors;
      const left = Object.fromEntries(
        Object.entries(errors).filter(([field]) => next[field] === values[field]),
      );
      return Object.keys(left).length > 0 ? left : undefined;
    });
  };
  const reset = () => {
    setSubmitted(false);
    setValues({});
    setResets((n) => n + 1);
    void submit({});
  };
  const inline = layout === 'inline';
  return (
    <Form
      key={resets}
      id={id}
      idPrefix={idPrefix}
      className={`semi-form jimu-schema-form jimu-schema-form-${layout}`}
      schema={schema}
      uiSchema={uiSchema}
      formData={values}
      extraErrors={serverErrors}
      validator={validator}
      widgets={widgets}
      templates={semiTheme.templates}
      formContext={formContext}
      transformErrors={transformErrors}
      customValidate={customValidate}
      translateString={translateString}
      showErrorList={false}
      noHtml5Validate
      liveValidate={submitted ? 'onChange' : undefined}
      disabled={disabled}
      onChange={(event) => change(event.formData as Values)}
      onError={() => setSubmitted(true)}
      onSubmit={(event) => submit(event.formData as Values)}
    >
      <div className="jimu-form-actions">
        {onCancel && !inline ? (
          <Button htmlType="button" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </Button>
        ) : null}
        <Button
          htmlType="submit"
          theme="solid"
          type="primary"
          loading={busy || uploading > 0}
          disabled={disabled || uploading > 0}
          icon={inline ? <IconSearch /> : undefined}
        >
          {submitLabel ? t(submitLabel) : inline ? texts.search : texts.submit}
        </Button>
        {inline ? (
          <Button htmlType="button" icon={<IconRefresh />} onClick={reset} disabled={busy || disabled}>
            {texts.reset}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
