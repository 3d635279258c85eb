import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { maskToken, storedToken } from './storedToken';

const ACCOUNTS = ['admin', 'editor', 'test'] as const;
/** The mock's demo password (docs/mock-server.md), printed on the card as the spec asks. */
const DEMO_PASSWORD = 'jimu123456';

/**
 * Who is signed in (roles, permissions, admin flag, the masked token, the config's modes) and the
 * account switch: confirmed, then `switchAccount` signs out and in again and comes back here.
 */
export function AccountCard() {
  const { t } = useTranslation();
  const { user, switchAccount } = usePluginServices();
  const [asked, setAsked] = useState<string | null>(null);
  useCloseWhenLeft(asked !== null, () => setAsked(null));
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      await switchAccount(asked, DEMO_PASSWORD, '/vab/permission');
    } catch {
      // Refused: the http client showed why and the login screen is open.
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
  return (
    <section className="jimu-showcase-card" data-testid="showcase-permission-account">
      <h3>{t('showcase.permission.account')}</h3>
      <dl className="jimu-showcase-permission-facts">
        <dt>{t('showcase.permission.username')}</dt>
        <dd data-testid="showcase-permission-username">{user.username}</dd>
        <dt>{t('showcase.permission.roles')}</dt>
        <dd data-testid="showcase-permission-roles">
          {user.roles.map((role) => (
            <Tag key={role} color="blue">
              {role}
            </Tag>
          ))}
        </dd>
        <dt>{t('showcase.permission.permissions')}</dt>
        <dd data-testid="showcase-permission-permissions">
          {user.permissions.map((permission) => (
            <Tag key={permission} color="green">
              {permission}
            </Tag>
          ))}
        </dd>
        <dt>{t('showcase.permission.admin')}</dt>
        <dd>{t(user.admin ? 'showcase.permission.yes' : 'showcase.permission.no')}</dd>
        <dt>{t('showcase.permission.token')}</dt>
        <dd>
          <code>{maskToken(storedToken())}</code>
        </dd>
        <dt>{t('showcase.permission.modes')}</dt>
        <dd>
          <code>authentication: intelligence</code> · <code>rolesControl: true</code>
        </dd>
      </dl>
      <h4 id="showcase-permission-switch">{t('showcase.permission.switchTitle')}</h4>
      <p>{t('showcase.permission.switchHint', { password: DEMO_PASSWORD })}</p>
      <RadioGroup
        type="button"
        aria-labelledby="showcase-permission-switch"
        value={user.username}
        onChange={(event) => event.target.value !== user.username && setAsked(event.target.value)}
        data-testid="showcase-permission-switch"
      >
        {ACCOUNTS.map((name) => (
          <Radio key={name} value={name}>
            {name}
          </Radio>
        ))}
      </RadioGroup>
      <Modal
        visible={asked !== null}
        title={t('showcase.permission.confirmTitle', { username: asked })}
        onOk={confirm}
        onCancel={() => setAsked(null)}
        confirmLoading={busy}
        okText={t('showcase.permission.confirmOk')}
        cancelText={t('showcase.permission.cancel')}
        okButtonProps={{ 'data-testid': 'showcase-permission-confirm' } as object}
        closeOnEsc
      >
        {t('showcase.permission.confirmText', { username: asked })}
      </Modal>
    </section>
  );
}
