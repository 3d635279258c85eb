import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addCrudStarter } from '../../plugins/workbench/project/server/crudStarter';
import { writeProjectFiles } from '../../plugins/workbench/project/server/projectFiles';
import { blankProject } from '../../plugins/workbench/project/server/projectTemplates';
import { hashPassword } from '../../server/store/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/store/seed/seedAccounts';
import { JIMU_ROOT } from '../config';
import { type Command, parseCommandArgs, UsageError } from './command';
import { USAGES } from './usages';

const TEMPLATES = ['blank', 'crud'] as const;
type Template = (typeof TEMPLATES)[number];

/** jimu's package.json: the one the new console depends on, and its React. */
function jimuManifest(): { version?: string; dependencies?: Record<string, string> } {
  const file = path.join(JIMU_ROOT, 'packages', 'jimu', 'package.json');
  const own = path.join(JIMU_ROOT, 'package.json');
  // In the repository, jimu's package.json is packages/jimu's; installed, the package's own.
  return JSON.parse(readFileSync(existsSync(file) ? file : own, 'utf8'));
}

/** A folder name as an npm package name: lower case, dashes for anything else. */
const packageName = (dir: string) =>
  path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '') || 'jimu-console';

/**
 * The config's schema modelines point at the schemas `jimu` ships in node_modules, so that an
 * editor completes and checks the files of a console outside this repository.
 */
const schemasFromPackage = (text: string) =>
  text.replace(/(\$schema=(?:\.\.\/)+)schemas\//, '$1node_modules/jimu/schemas/');

function projectReadme(name: string, template: Template): string {
  return `# ${name}

An admin console made with [Jimu](https://www.npmjs.com/package/jimu) (积木): its pages, menus, roles
and strings are the YAML files of \`config/\`; \`mock-db.json\` is the mock back end's seed data.

\`\`\`sh
npm install && npm start
\`\`\`

builds the console and serves it with the mock back end at <http://localhost:10000>. Sign in as
\`admin\` (everything), \`editor\` (no deletes) or \`test\` (read only); the password of all three
is \`${DEMO_PASSWORD}\`.

\`\`\`sh
npm test
\`\`\`

checks the config (\`jimu validate\`: every problem as \`file:line:col\`) and opens the built console in
Chromium, signs in and sees the first page (\`jimu smoke\`; \`CHROME_PATH\` names another Chromium).

- \`npm run dev\` rebuilds and reloads the page on every change.
- \`npx jimu new page <name>\` adds a list page, its route and its strings.
- \`plugins/<name>/\` holds this console's own plugins (screens, cells, widgets, actions).
- Upgrading Jimu is one version bump: \`npm install jimu@latest\`, then \`npm test\`.
${template === 'crud' ? '\nThe 任务 / Tasks page is the CRUD starter: a list with search, create, edit and delete over the\n`tasks` collection of mock-db.json.\n' : ''}`;
}

const PLUGINS_README = `# plugins/

This console's own plugins, one folder each: \`plugins/<name>/plugin.yaml\` declares what the plugin
provides and \`plugins/<name>/index.ts\` registers it with \`definePlugin\` from \`jimu/runtime/plugin\`.
Enable a plugin in config/app.yaml (\`plugins: [<name>]\`). Installed plugin packages
(\`@jimu/plugin-<name>\`) are found in node_modules without a folder here.
`;

const GITIGNORE = ['node_modules/', 'dist/', '.data/', '.cache/', '*.log', ''].join('\n');

/**
 * The files of a new console besides its config: package.json (depending on `jimu`, with the
 * scripts start, dev, build, validate and test), the seed data with the three demo accounts,
 * .gitignore, a README with its two commands and plugins/ for its own plugins.
 */
async function writeConsoleFiles(
  root: string,
  options: { name: string; template: Template; jimu: string; react: Record<'react' | 'react-dom', string> },
) {
  const manifest = {
    name: options.name,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      start: 'jimu build && jimu serve',
      dev: 'jimu dev',
      build: 'jimu build',
      validate: 'jimu validate',
      test: 'jimu validate && jimu smoke',
    },
    // React is named at jimu's version beside jimu: installed plugin packages bring libraries
    // whose peer `react` npm would otherwise fill with the newest React, a second copy.
    dependencies: {
      jimu: options.jimu,
      react: options.react.react,
      'react-dom': options.react['react-dom'],
    },
  };
  const seedFile = path.join(root, 'mock-db.json');
  const seed = existsSync(seedFile)
    ? (JSON.parse(readFileSync(seedFile, 'utf8')) as Record<string, unknown>)
    : {};
  const users = DEMO_ACCOUNTS.map((account, index) => ({
    id: index + 1,
    username: account.username,
    password: hashPassword(DEMO_PASSWORD),
    email: `${account.username}@example.com`,
    roles: account.roles,
    status: 'enabled',
  }));
  await mkdir(path.join(root, 'plugins'), { recursive: true });
  await Promise.all([
    writeFile(path.join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(seedFile, `${JSON.stringify({ ...seed, users }, null, 2)}\n`),
    writeFile(path.join(root, '.gitignore'), GITIGNORE),
    writeFile(path.join(root, 'README.md'), projectReadme(options.name, options.template)),
    writeFile(path.join(root, 'plugins', 'README.md'), PLUGINS_README),
  ]);
}

/**
 * `jimu init <dir> [--template blank|crud]`: scaffolds a console of its own in a new (or empty)
 * folder, from the same templates the workbench makes projects with: a home dashboard, the three
 * standard roles and zh/en strings, and with `crud` a Tasks list page over a seeded collection.
 *
 * @example
 * await initCommand.run(['shop', '--template', 'crud']); // 0; shop/ then runs `npm install && npm start`
 */
export const initCommand: Command = {
  name: 'init',
  summary: 'scaffold a console of your own: jimu init <dir>',
  usage: USAGES.init,
  async run(args) {
    const { values, positionals } = parseCommandArgs({
      args,
      allowPositionals: true,
      options: {
        template: { type: 'string' },
        title: { type: 'string' },
        'title-en': { type: 'string' },
        jimu: { type: 'string' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('expected one folder: jimu init <dir>');
    const template = (values.template ?? 'blank') as Template;
    if (!TEMPLATES.includes(template))
      throw new UsageError(`--template takes ${TEMPLATES.join(' or ')}, not '${values.template}'`);
    const root = path.resolve(positionals[0] as string);
    if (existsSync(root) && readdirSync(root).length > 0) {
      console.error(`jimu init: ${positionals[0]} is not empty; nothing was written`);
      return 1;
    }
    const name = packageName(root);
    const files = blankProject({ zh: values.title ?? name, en: values['title-en'] ?? values.title ?? name });
    await mkdir(root, { recursive: true });
    await writeProjectFiles(root, files);
    if (template === 'crud') await addCrudStarter(root);
    const configFiles = readdirSync(path.join(root, 'config'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    await writeProjectFiles(
      root,
      Object.fromEntries(
        configFiles.map((file) => [
          path.relative(root, file).split(path.sep).join('/'),
          schemasFromPackage(readFileSync(file, 'utf8')),
        ]),
      ),
    );
    const jimu = jimuManifest();
    const pinned = (name: 'react' | 'react-dom') => jimu.dependencies?.[name] ?? '18.3.1';
    await writeConsoleFiles(root, {
      name,
      template,
      jimu: values.jimu ?? `^${jimu.version ?? '1.0.0'}`,
      react: { react: pinned('react'), 'react-dom': pinned('react-dom') },
    });
    const where = path.relative(process.cwd(), root) || '.';
    console.log(
      [
        `✔ created a ${template === 'crud' ? 'console with the CRUD starter' : 'blank console'} in ${where}`,
        '',
        `  cd ${where}`,
        '  npm install && npm start    serves it at http://localhost:10000 (admin / jimu123456)',
        '  npm test                    checks the config and opens the console in Chromium',
      ].join('\n'),
    );
    return 0;
  },
};
