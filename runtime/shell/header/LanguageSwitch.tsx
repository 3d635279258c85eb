import IconLanguage from '@douyinfe/semi-icons/lib/es/icons/IconLanguage';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../lib/language';
import { IconButton } from '../../ui/controls/IconButton';
import { useShell } from '../ShellContext';

/** The other language, named in itself, so a reader who cannot read the current one still finds it. */
const OTHER = { zh: { value: 'en', label: 'English' }, en: { value: 'zh', label: '中文' } } as const;

/**
 * The language switch: one click toggles zh (the default) and en, persisted through
 * ShellServices.setLanguage. With two languages a toggle beats a menu: one step, and the
 * button names the language it switches to.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { setLanguage } = useShell();
  const other = OTHER[languageOf(i18n.language)];
  return (
    <IconButton
      icon={<IconLanguage />}
      label={`${t('jimu.header.language')}: ${other.label}`}
      tooltip={t('jimu.tools.switchLanguage')}
      testId="tool-language"
      onClick={() => setLanguage(other.value)}
    >
      {/* The other language's name, written in it. */}
      <span lang={other.value}>{other.label}</span>
    </IconButton>
  );
}
