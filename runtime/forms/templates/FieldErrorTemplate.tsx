import ErrorMessage from '@douyinfe/semi-ui/lib/es/form/errorMessage';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';

/**
 * The inline errors of one field, in Semi's error style with its alert icon. Messages arrive already
 * localised (createErrorTransformer), so this only lays them out.
 *
 * @example <Form templates={{ FieldErrorTemplate }} … />
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter((e): e is string => typeof e === 'string' && e.length > 0);
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="jimu-form-errors">
      <ErrorMessage
        error={messages.join('；')}
        validateStatus="error"
        showValidateIcon
        errorMessageId={errorId(fieldPathId)}
      />
    </div>
  );
}
