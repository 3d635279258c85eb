import Banner from '@douyinfe/semi-ui/lib/es/banner';
import type { ErrorListProps } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * The summary above a form that failed validation (ui:showErrorList / `showErrorList="top"`); the
 * same messages also stand under each field.
 *
 * @example <SchemaForm showErrorList … />
 */
export function ErrorListTemplate({ errors }: ErrorListProps) {
  const { texts } = useFormI18n();
  return (
    <Banner
      type="danger"
      closeIcon={null}
      className="jimu-form-error-list"
      title={texts.errors}
      description={
        <ul>
          {errors.map((error, i) => (
            // Two fields can fail with the same words; the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt on every validation
            <li key={`${error.property}-${i}`}>{error.stack}</li>
          ))}
        </ul>
      }
    />
  );
}
