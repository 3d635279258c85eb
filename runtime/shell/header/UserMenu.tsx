import { useSelector } from '@xstate/react';
import { Avatar, Button, Dropdown } from '../../ui/semi';
import { useShell } from '../ShellContext';
import { headerMessages } from './headerMessages';
import { useShellMessages } from './useShellMessages';

/** The avatar dropdown (LY-05): personal centre (when the user may see it) and logout. */
export function UserMenu() {
  const t = useShellMessages(headerMessages);
  const { session, navigate, logout, personalCenterPath } = useShell();
  const username = useSelector(session, (s) => s.context.username);
  const avatar = useSelector(session, (s) => s.context.avatar);
  return (
    <Dropdown
      position="bottomRight"
      render={
        <Dropdown.Menu>
          {personalCenterPath ? (
            <Dropdown.Item onClick={() => navigate(personalCenterPath)}>
              {t('jimu.header.personalCenter')}
            </Dropdown.Item>
          ) : null}
          <Dropdown.Item onClick={logout}>{t('jimu.header.logout')}</Dropdown.Item>
        </Dropdown.Menu>
      }
    >
      <Button theme="borderless" type="tertiary" aria-label={username} data-testid="user-menu">
        <Avatar size="extra-extra-small" src={avatar} alt="" style={{ marginRight: 8 }}>
          {username.slice(0, 1).toUpperCase()}
        </Avatar>
        {username}
      </Button>
    </Dropdown>
  );
}
