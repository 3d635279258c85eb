import IconLanguage from '@douyinfe/semi-icons/lib/es/icons/IconLanguage';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../ui/semi';
import { useShell } from '../ShellContext';
import { headerMessages } from './headerMessages';
import { ToolButton } from './ToolButton';
import { useShellMessages } from './useShellMessages';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const LANGUAGES = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
] as const;

/** The language switch (LY-12): zh by default, en; persisted by ShellServices.setLanguage (TH-10). */
export function LanguageSwitch() {
  const t = useShellMessages(headerMessages);
  const { i18n } = useTranslation();
  const { setLanguage } = useShell();
  return (
    <Dropdown
      trigger="click"
      position="bottomRight"
      render={
        <Dropdown.Menu>
          {LANGUAGES.map((language) => (
            <Dropdown.Item
              key={language.value}
              active={i18n.language === language.value}
              onClick={() => setLanguage(language.value)}
            >
              {language.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      <span>
        <ToolButton label={t('jimu.tools.switchLanguage')} icon={<IconLanguage />} testId="tool-language" />
      </span>
    </Dropdown>
  );
}
