import { AccessProvider } from '../../../runtime/access';
import { usePluginServices } from '../../../runtime/plugin';
import { ShowcasePage } from '../shared/ShowcasePage';
import { AccountCard } from './AccountCard';
import { ExpiredToken } from './ExpiredToken';
import { RouteTable } from './RouteTable';
import { RuleButtons } from './RuleButtons';
import { RULES } from './rules';
import './permission.css';
import { useTranslation } from 'react-i18next';

/**
 * `/vab/permission`: roles and permissions of the signed-in account, twelve
 * `<Permission rule>` buttons, the account's route tree, an account switch through
 * `switchAccount` and the expired-token round trip.
 */
export default function PermissionShowcase() {
  useTranslation();
  const { user } = usePluginServices();
  const subject = { roles: [...user.roles], permissions: [...user.permissions], admin: user.admin };
  return (
    <ShowcasePage
      name="permission"
      reference="vab pro permission/index.vue · vben access/button-control.vue"
      source={() => import('./PermissionShowcase.tsx?source')}
      config={{ rules: RULES }}
    >
      <AccessProvider subject={subject}>
        <AccountCard />
        <RuleButtons />
        <RouteTable />
        <ExpiredToken />
      </AccessProvider>
    </ShowcasePage>
  );
}
