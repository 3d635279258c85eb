import { useTranslation } from 'react-i18next';
import { useShell } from '../ShellContext';

export interface ShellFooterProps {
  /** The year shown; this year unless given (tests pin it). */
  year?: number;
}

/**
 * The footer of the layouts with one: copyright, the current year and the site title, in
 * the current language.
 *
 * @example <Layout.Footer><ShellFooter /></Layout.Footer>
 */
export function ShellFooter({ year = new Date().getFullYear() }: ShellFooterProps) {
  const { t } = useTranslation();
  const { siteTitle } = useShell();
  return (
    <div className="jimu-shell-footer-text" data-testid="shell-footer">
      {t('jimu.common.copyright', { year, title: t(siteTitle) })}
    </div>
  );
}
