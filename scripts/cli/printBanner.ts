import type { MockServer } from '../../server/app';
import type { FirstAccount } from '../../server/auth/firstAccount';

/**
 * The start-up lines of `jimu serve` and `jimu dev`: where to go and how to sign in. A project
 * shows its own first account instead of the demo accounts, with its password only on the start
 * that created it (the one time it is ever shown).
 */
export function printBanner({
  url,
  server,
  title = 'Jimu Workbench 积木工作台',
  firstAccount,
}: {
  url: string;
  server: MockServer;
  title?: string;
  firstAccount?: FirstAccount;
}) {
  const accounts = firstAccount
    ? server.firstPassword
      ? [
          `  Account created: ${firstAccount.username} (${firstAccount.roles.join(', ')})`,
          firstAccount.password
            ? '    password: the one JIMU_ADMIN_PASSWORD set'
            : `    password: ${server.firstPassword}`,
          '    Shown this once: keep it now. Set JIMU_ADMIN_PASSWORD before the first start to choose it.',
        ]
      : [`  Sign in with the project's accounts (first one: ${firstAccount.username}).`]
    : [
        `  Demo accounts (password: ${server.demoPassword}):`,
        ...server.demoAccounts.map((a) => `    ${a.username.padEnd(8)} ${a.roles.join(', ')}`),
      ];
  console.log(
    ['', `  ${title} is running at ${url}/`, '', ...accounts, '', '  Press Ctrl+C to stop.', ''].join('\n'),
  );
}
