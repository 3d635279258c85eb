import Button from '@douyinfe/semi-ui/lib/es/button';
import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import { useSelector } from '@xstate/react';
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
        {/* A plain image: Semi's Avatar carries role=listitem, invalid outside a list (axe). */}
        <span className="jimu-user-avatar" aria-hidden="true">
          {avatar ? <img src={avatar} alt="" /> : username.slice(0, 1).toUpperCase()}
        </span>
        {username}
      </Button>
    </Dropdown>
  );
}
