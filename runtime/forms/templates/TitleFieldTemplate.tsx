import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { TitleFieldProps } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * The title of an object or array section (an i18n key), with the required mark.
 *
 * @example schema: { type: 'object', title: 'page.personalCenter.profile' }
 */
export function TitleFieldTemplate({ id, title, required, optionalDataControl }: TitleFieldProps) {
  const { t } = useFormI18n();
  return (
    <div className="jimu-form-title">
      <Typography.Title heading={6} id={id}>
        {t(title)}
        {required ? <span className="jimu-form-required">*</span> : null}
      </Typography.Title>
      {optionalDataControl}
    </div>
  );
}
