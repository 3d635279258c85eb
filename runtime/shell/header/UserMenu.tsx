import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuEntry } from '../../ui/controls/MenuButton';
import { useShell } from '../ShellContext';

/** The avatar menu: personal centre (when the user may see it) and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, navigate, logout, personalCenterPath } = useShell();
  const username = useSelector(session, (s) => s.context.username);
  const avatar = useSelector(session, (s) => s.context.avatar);
  const entries: MenuEntry[] = [
    ...(personalCenterPath
      ? [
          {
            key: 'personal',
            label: t('jimu.header.personalCenter'),
            onSelect: () => navigate(personalCenterPath),
          },
        ]
      : []),
    { key: 'logout', label: t('jimu.header.logout'), onSelect: logout },
  ];
  return (
    <MenuButton label={username} entries={entries} testId="user-menu">
      {/* A plain image: Semi's Avatar carries role=listitem, invalid outside a list (axe). */}
      <span className="jimu-user-avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : username.slice(0, 1).toUpperCase()}
      </span>
      {username}
    </MenuButton>
  );
}
