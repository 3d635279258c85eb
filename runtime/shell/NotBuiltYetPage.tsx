import IconWrench from '@douyinfe/semi-icons/lib/es/icons/IconWrench';
import { useTranslation } from 'react-i18next';
import { ResultPage } from './ResultPage';

/**
 * The clearly marked screen of a component that the config declares and a later release builds.
 * It says so plainly instead of showing a blank page.
 */
export function NotBuiltYetPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <ResultPage
      code={<IconWrench size="inherit" />}
      title={t('jimu.error.notBuilt')}
      detail={t('jimu.error.notBuiltDetail', { name })}
      homeLink={false}
    />
  );
}
