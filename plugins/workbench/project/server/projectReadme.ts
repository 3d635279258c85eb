import { parse } from 'yaml';
import type { ProjectRecord } from './projects';

/**
 * The README.md a project's zip carries: how to run it elsewhere with the two commands, which
 * environment variable each data source reads its password from (never the password), and how its
 * first account is made. Built from the project's dataSources.yaml text, when it has one.
 *
 * @example
 * projectReadme({ id: 3, name: 'Chinook', code: 'CHINOOK' }, sourcesText);
 */
export function projectReadme(project: ProjectRecord, dataSourcesText: string | undefined): string {
  let sources: { name?: unknown; database?: unknown; host?: unknown; passwordEnv?: unknown }[] = [];
  try {
    const data = dataSourcesText ? (parse(dataSourcesText) as { sources?: unknown }) : undefined;
    if (Array.isArray(data?.sources)) sources = data.sources;
  } catch {
    sources = [];
  }
  const env = sources
    .filter((s) => typeof s.passwordEnv === 'string')
    .map(
      (s) =>
        `- \`${String(s.passwordEnv)}\`: the password of data source \`${String(s.name)}\` (${String(s.database)} on ${String(s.host)})`,
    );
  const prefix =
    env.length > 0
      ? `${sources
          .filter((s) => typeof s.passwordEnv === 'string')
          .map((s) => `${String(s.passwordEnv)}=…`)
          .join(' ')} `
      : '';
  return [
    `# ${project.name} (${project.code})`,
    '',
    'A console made with the Jimu workbench: its configuration (`config/`) and, when it has offline',
    'copies of tables, their rows (`mock-db.json`). It holds no password and no account.',
    '',
    '## Run it',
    '',
    `Put this folder at \`.data/projects/${project.code}\` in a Jimu checkout (after \`npm ci\`), then:`,
    '',
    '```sh',
    `${prefix}npx jimu serve --project ${project.code}   # build and serve at http://localhost:10000`,
    `${prefix}npx jimu dev --project ${project.code}     # the same, rebuilt on every change`,
    '```',
    '',
    ...(env.length > 0 ? ['Environment variables it reads:', '', ...env, ''] : []),
    'The first start creates the account `admin`: set `JIMU_ADMIN_PASSWORD` before it to choose its',
    'password, otherwise a random one is printed once. See docs/databases.md of Jimu.',
    '',
  ].join('\n');
}
