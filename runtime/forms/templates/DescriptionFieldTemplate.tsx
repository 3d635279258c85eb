import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { DescriptionFieldProps } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * A schema `description` (an i18n key), as quiet secondary text.
 *
 * @example schema: { description: 'page.users.editHint' }
 */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const { t } = useFormI18n();
  if (!description) return null;
  return (
    <Typography.Text id={id} type="tertiary" size="small" className="jimu-form-description">
      {typeof description === 'string' ? t(description) : description}
    </Typography.Text>
  );
}
