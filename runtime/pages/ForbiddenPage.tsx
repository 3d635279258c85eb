import { useTranslation } from 'react-i18next';
import { ResultPage } from '../shell/ResultPage';

/** /403: shown for a route the user may not open and after a 403 answer. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ResultPage code="403" title={t('jimu.error.forbidden')} />;
}
