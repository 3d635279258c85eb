import { useTranslation } from 'react-i18next';
import { ResultPage } from '../shell/ResultPage';

/** Shown for a server-provided route whose component name matches nothing (authentication 'all'). */
export function UnresolvedPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <ResultPage
      code="?"
      title={t('jimu.error.unresolved')}
      detail={t('jimu.error.unresolvedDetail', { name })}
      homeLink={false}
    />
  );
}
