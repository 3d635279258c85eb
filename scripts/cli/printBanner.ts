import { existsSync } from 'node:fs';
import type { MockServer } from '../mock';

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

/** The mock back end starts from .data/db.json, or seeds it from mock-db.json in the working folder. */
export function hasMockData(): boolean {
  return existsSync('mock-db.json') || existsSync('.data/db.json');
}
