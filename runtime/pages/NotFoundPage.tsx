import { useTranslation } from 'react-i18next';
import { ResultPage } from '../shell/ResultPage';

/** /404: every unknown path lands here. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ResultPage code="404" title={t('jimu.error.notFound')} />;
}
