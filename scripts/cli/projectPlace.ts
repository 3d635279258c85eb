import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../plugins/workbench/project/server/projects';
import type { FirstAccount } from '../../server/auth/firstAccount';
import { JIMU_ROOT, loadAndValidate } from '../config';
import { UsageError } from './command';
import { pageResources } from './pageResources';

const repoRoot = JIMU_ROOT;

/** Where a generated project's console is read, built and run: all inside the project's folder. */
export interface ProjectPlace {
  code: string;
  root: string;
  configDir: string;
  /** The project's seed data (its offline copies); an empty one is made when it has none. */
  seedFile: string;
  /** The project's own running data: its accounts, sessions and the copy of its seed. */
  dataDir: string;
  /** Where `jimu serve --project` writes the build. */
  outDir: string;
}

/**
 * The folder of the project `code` among the workbench's projects (`<data>/projects/<CODE>`),
 * through the workbench's one checked resolver: a code of the creation pattern, a real folder
 * directly inside the projects folder. A project with no config there is a usage error that says
 * where it looked. JIMU is the repository itself (`jimu serve` and `jimu dev` without --project).
 *
 * @example
 * projectPlace('CRM', '.data').configDir; // '/srv/jimu/.data/projects/CRM/config'
 */
export function projectPlace(code: string, workbenchData: string): ProjectPlace {
  if (code === 'JIMU') throw new UsageError('JIMU is this repository: run the command without --project');
  let root: string;
  try {
    root = projectRoot(
      { repoRoot, dataDir: path.resolve(workbenchData), pluginsDir: path.join(repoRoot, 'plugins') },
      { id: -1, name: code, code },
    );
  } catch (error) {
    throw new UsageError(`--project ${code}: ${(error as Error).message}`);
  }
  if (!existsSync(path.join(root, 'config', 'app.yaml')))
    throw new UsageError(
      `no project ${code}: ${root}/config/app.yaml does not exist (create it in 项目管理)`,
    );
  const dataDir = path.join(root, '.data');
  let seedFile = path.join(root, 'mock-db.json');
  if (!existsSync(seedFile)) {
    mkdirSync(dataDir, { recursive: true });
    seedFile = path.join(dataDir, 'empty-seed.json');
    writeFileSync(seedFile, '{}\n');
  }
  return {
    code,
    root,
    configDir: path.join(root, 'config'),
    seedFile,
    dataDir,
    outDir: path.join(root, 'dist'),
  };
}

/**
 * What the project's server needs beyond its config folder (`createMockServer`'s options of the
 * same names): each list page over an offline copy served as an envelope resource of the
 * collection of its name (the sample console declares its own in code; a project's come from its
 * pages), and its first account: `admin`, with the role of permissions.yaml named Admin (else the
 * first role), its password from JIMU_ADMIN_PASSWORD or made at random and shown once.
 *
 * @example
 * const { firstAccount, pageResources } = await prepareProject(place);
 * await createMockServer({ configDir: place.configDir, firstAccount, pageResources });
 */
export async function prepareProject(
  place: ProjectPlace,
): Promise<{ firstAccount: FirstAccount; pageResources: Record<string, { collection: string }> }> {
  const { config } = await loadAndValidate(place.configDir, { pluginsDir: path.join(repoRoot, 'plugins') });
  const roles = Object.keys(config?.permissions.roles ?? {});
  const role = roles.includes('Admin') ? 'Admin' : (roles[0] ?? 'Admin');
  return {
    firstAccount: {
      username: 'admin',
      roles: [role],
      password: process.env.JIMU_ADMIN_PASSWORD || undefined,
    },
    pageResources: pageResources(Object.values(config?.pages ?? {})),
  };
}
