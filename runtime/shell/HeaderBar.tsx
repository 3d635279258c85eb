import { useTranslation } from 'react-i18next';
import { Avatar, Breadcrumb, Button, Dropdown } from '../ui/semi';

export interface ShellCrumb {
  title: string;
  path?: string;
}

export interface HeaderBarProps {
  crumbs: ShellCrumb[];
  username: string;
  avatar?: string;
  language: string;
  onLanguageChange(language: 'zh' | 'en'): void;
  onNavigate(path: string): void;
  onLogout(): void;
  personalCenterPath?: string;
}

/** Breadcrumb with the '>' separator (LY-07), the language switch and the user menu. */
export function HeaderBar(props: HeaderBarProps) {
  const { t } = useTranslation();
  const { crumbs, username, avatar, language } = props;
  return (
    <header className="jimu-shell-header">
      <Breadcrumb separator=">" aria-label="breadcrumb">
        {crumbs.map((crumb, index) => (
          <Breadcrumb.Item
            key={`${crumb.path ?? ''}-${crumb.title}`}
            onClick={
              crumb.path && index < crumbs.length - 1
                ? () => props.onNavigate(crumb.path as string)
                : undefined
            }
          >
            {t(crumb.title)}
          </Breadcrumb.Item>
        ))}
      </Breadcrumb>
      <div className="jimu-shell-tools">
        <Button
          theme="borderless"
          aria-label={t('jimu.header.language')}
          onClick={() => props.onLanguageChange(language === 'zh' ? 'en' : 'zh')}
        >
          {language === 'zh' ? 'English' : '中文'}
        </Button>
        <Dropdown
          position="bottomRight"
          render={
            <Dropdown.Menu>
              {props.personalCenterPath ? (
                <Dropdown.Item onClick={() => props.onNavigate(props.personalCenterPath as string)}>
                  {t('jimu.header.personalCenter')}
                </Dropdown.Item>
              ) : null}
              <Dropdown.Item onClick={props.onLogout}>{t('jimu.header.logout')}</Dropdown.Item>
            </Dropdown.Menu>
          }
        >
          <Button theme="borderless" aria-label={username} data-testid="user-menu">
            <Avatar size="extra-extra-small" src={avatar} alt="" style={{ marginRight: 8 }}>
              {username.slice(0, 1).toUpperCase()}
            </Avatar>
            {username}
          </Button>
        </Dropdown>
      </div>
    </header>
  );
}
