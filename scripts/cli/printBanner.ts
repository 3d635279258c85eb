import type { MockServer } from '../../server/app';

/** The start-up lines of `jimu serve` and `jimu dev`: where to go and how to sign in. */
export function printBanner({
  url,
  server,
  title = 'Jimu Workbench 积木工作台',
}: {
  url: string;
  server: MockServer;
  title?: string;
}) {
  const accounts = server.demoAccounts.map((a) => `    ${a.username.padEnd(8)} ${a.roles.join(', ')}`);
  console.log(
    [
      '',
      `  ${title} is running at ${url}/`,
      '',
      `  Demo accounts (password: ${server.demoPassword}):`,
      ...accounts,
      '',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}
