import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * `ui:help` under a field, translated, in Semi's help-text style.
 *
 * @example uiSchema: { password: { 'ui:help': 'page.users.passwordHelp' } }
 */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const { t } = useFormI18n();
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className="semi-form-field-help-text jimu-form-help">
      {typeof help === 'string' ? t(help) : help}
    </div>
  );
}
