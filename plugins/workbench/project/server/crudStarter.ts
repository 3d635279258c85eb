import { inferColumns } from '../../dataSources/model/inferSchema';
import { generateFiles } from '../../generator/server/generateFiles';
import { newGenTable } from '../../generator/server/newGenTable';
import { BUILT_IN_RULES } from '../../rules/server/genRules';
import { finalText } from './applyFiles';
import { writeProjectFiles } from './projectFiles';

const STATUSES = ['todo', 'doing', 'done'];

/** The starter's sample tasks: fixed, so every CRUD starter project is the same. */
const SAMPLE = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Task ${i + 1}`,
  task_status: STATUSES[i % 3],
  owner_email: `owner${(i % 4) + 1}@example.com`,
  due_date: `2025-0${(i % 9) + 1}-1${i % 10}`,
  done: i % 3 === 2,
}));

/**
 * Adds the CRUD starter ("start from"): a 任务 / Tasks list page with search, create, edit and
 * delete, its route, zh/en strings, API rules and a seeded mock collection, made by the code
 * generator itself from a fixed sample over a blank project already in `root`, so it validates
 * exactly as generated pages do.
 *
 * @example
 * await writeProjectFiles(root, blankProject(titles)); await addCrudStarter(root);
 */
export async function addCrudStarter(root: string): Promise<void> {
  const columns = inferColumns(SAMPLE);
  const table = newGenTable(
    {
      name: 'tasks',
      rowCount: SAMPLE.length,
      columns,
      primaryKey: ['id'],
      indexes: [],
      foreignKeys: [],
      sample: SAMPLE,
    },
    { id: 0, projectId: 0, rules: BUILT_IN_RULES, naming: { pages: ['home'], resourceTaken: () => false } },
  );
  table.titleZh = '任务';
  table.titleEn = 'Tasks';
  const files = generateFiles(root, table);
  await writeProjectFiles(root, Object.fromEntries(files.map((file) => [file.path, finalText(root, file)])));
}
