import Label from '@douyinfe/semi-ui/lib/es/form/label';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * Every field in Semi's form markup: the label with its required mark, the description, the control,
 * then the inline errors (FieldErrorTemplate) and the help text (FieldHelpTemplate) under it.
 *
 * @example <Form templates={{ FieldTemplate }} … />
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  const { registry, uiSchema, schema, classNames, style, rawErrors } = props;
  const { t } = useFormI18n();
  const options = getUiOptions(uiSchema);
  const Wrap = getTemplate('WrapIfAdditionalTemplate', registry, options);
  if (hidden) return <div hidden>{children}</div>;
  // Objects and arrays draw their own title; a checkbox carries its label beside the box.
  const container = schema.type === 'object' || schema.type === 'array';
  const showLabel = displayLabel && !container && options.widget !== 'checkbox' && !!label;
  const invalid = (rawErrors ?? []).length > 0;
  return (
    <Wrap {...props}>
      <div
        className={[
          'semi-form-field',
          'jimu-form-field',
          invalid ? 'jimu-form-field-invalid' : '',
          classNames ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={style}
        x-label-pos="top"
      >
        {showLabel ? <Label name={id} text={t(label)} required={required} /> : null}
        <div className="semi-form-field-main">
          {displayLabel && !container ? description : null}
          {children}
          {errors}
          {help}
        </div>
      </div>
    </Wrap>
  );
}
