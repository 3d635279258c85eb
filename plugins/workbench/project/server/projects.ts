import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fieldRefusal } from '../../../../server/http/envelope';
import { addCrudStarter } from './crudStarter';
import { writeProjectFiles } from './projectFiles';
import { blankProject } from './projectTemplates';

/** A `projects` record, the fields the workbench uses. */
export interface ProjectRecord {
  id: number;
  name: string;
  code: string;
  description?: string;
  owner?: string;
  status?: string;
  createTime?: string;
  /** True for JIMU: the repository's own config/, written only under `jimu dev`. */
  seed?: boolean;
  console?: { title: { zh: string; en: string } };
  [field: string]: unknown;
}

/** Where project folders live: the repository (JIMU) and the server's data folder (the others). */
export interface ProjectPlaces {
  repoRoot: string;
  dataDir: string;
  pluginsDir: string;
}

/** The seed project: the sample console itself. */
export const JIMU_PROJECT: ProjectRecord = {
  id: 0,
  name: '积木工作台',
  code: 'JIMU',
  description: '示例控制台本身（仓库的 config/）；只在 jimu dev 下可写。',
  owner: 'admin',
  status: 'active',
  seed: true,
};

/** A project code: an upper-case letter, then 1–15 upper-case letters, digits, `_` or `-`. */
export const CODE_PATTERN = /^[A-Z][A-Z0-9_-]{1,15}$/;

/** Every project: JIMU first, then the `projects` collection. */
export function allProjects(state: Record<string, unknown[]>): ProjectRecord[] {
  return [JIMU_PROJECT, ...((state.projects ?? []) as ProjectRecord[])];
}

/**
 * The folder holding a project's config/ (and its mock-db.json): the one place a project's folder
 * is derived, for every read, write, zip and delete. Only the seed project lives in the
 * repository; any other is `<data>/projects/<code>`, and only when its code matches the creation
 * pattern and the folder, if it exists, is a real folder (no symbolic link) directly inside the
 * real projects folder. Anything else is refused (400 naming `code`); nothing is touched.
 *
 * @example
 * projectRoot(places, { id: 3, name: 'CRM', code: 'CRM' }); // '/srv/jimu/.data/projects/CRM'
 * projectRoot(places, { id: 9, name: 'x', code: '../../x' }); // throws 400 { fieldErrors: { code } }
 */
export function projectRoot(places: ProjectPlaces, project: ProjectRecord): string {
  if (project.seed === true && project.id === JIMU_PROJECT.id) return places.repoRoot;
  const code = project.code;
  if (typeof code !== 'string' || !CODE_PATTERN.test(code))
    throw fieldRefusal({ code: `项目编码 ${JSON.stringify(code)} 无效，不能对应项目文件夹` });
  const base = join(places.dataDir, 'projects');
  mkdirSync(base, { recursive: true });
  const realBase = realpathSync(base);
  const folder = join(realBase, code);
  if (existsSync(folder) || isLink(folder)) {
    if (isLink(folder) || realpathSync(folder) !== folder || !folder.startsWith(realBase + sep))
      throw fieldRefusal({ code: `项目 ${code} 的文件夹不是数据目录里的真实文件夹` });
  }
  return folder;
}

const isLink = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * A project's folder, created from the blank template the first time it is opened (the seeded
 * demo projects get "a small generated console each").
 */
export async function ensureProjectFolder(places: ProjectPlaces, project: ProjectRecord): Promise<string> {
  const root = projectRoot(places, project);
  if (!project.seed && !existsSync(join(root, 'config', 'app.yaml'))) {
    const title = project.console?.title ?? { zh: project.name, en: project.code };
    await writeProjectFiles(root, blankProject(title));
  }
  return root;
}

/** How a new project starts (step 2): blank, the CRUD starter (blank + a 任务 page), a copy. */
export type ProjectTemplate = { kind: 'blank' } | { kind: 'crud' } | { kind: 'copy'; from: ProjectRecord };

/** Creates the folder of a new project from its template; the files validate at once. */
export async function createProjectFolder(
  places: ProjectPlaces,
  project: ProjectRecord,
  template: ProjectTemplate,
  titles: { zh: string; en: string },
): Promise<string> {
  const root = projectRoot(places, project);
  if (existsSync(root) && readdirSync(root).length > 0) rmSync(root, { recursive: true, force: true });
  if (template.kind === 'copy') {
    const from = await ensureProjectFolder(places, template.from);
    cpSync(join(from, 'config'), join(root, 'config'), { recursive: true });
    return root;
  }
  await writeProjectFiles(root, blankProject(titles));
  if (template.kind === 'crud') await addCrudStarter(root);
  return root;
}

/** Removes a project's folder (never JIMU's: the repository is not the workbench's to delete). */
export function removeProjectFolder(places: ProjectPlaces, project: ProjectRecord): void {
  if (project.seed === true && project.id === JIMU_PROJECT.id)
    throw new Error('the JIMU project cannot be deleted');
  rmSync(projectRoot(places, project), { recursive: true, force: true });
}
