import type { UserRecord } from '../../../server/auth/authCollections';
import type { DataStore } from '../../../server/store/dataStore';
import { typedCollections } from '../../../server/store/typedCollections';
import type { BoardRow, TaskRow } from '../board/server/boardStore';
import type { TemplateRow } from '../board/server/boardTemplateRoutes';
import type { TrackedRelation } from '../dataSources/server/relations';
import type { GenTable } from '../generator/server/genTypes';
import type { Material } from '../material/server/materials';
import type { ProjectRecord } from '../project/server/projects';
import type { RuleSet } from '../rules/server/workbenchRuleRoutes';
import type { TemplateFile, TemplateSet } from '../templates/server/templateSets';

type Row = Record<string, unknown>;

/** A project's default template set for one target. */
export interface TemplateDefault {
  projectId: number;
  target: string;
  setId: number;
}

/**
 * The collections the workbench reads and writes, and the type of their rows: declared once,
 * here, for every area's routes. Records the screens edit freely (APIs, defects, documents …)
 * are plain rows.
 */
export type WorkbenchCollections = {
  activities: Row;
  apis: Row;
  boards: BoardRow;
  boardTemplates: TemplateRow;
  codeTemplates: TemplateSet;
  dataSourceRelations: TrackedRelation;
  dataSources: Row;
  defects: Row;
  documents: Row;
  forms: Row;
  genRuleSets: RuleSet;
  genTables: GenTable;
  materials: Material;
  projects: ProjectRecord;
  tasks: TaskRow;
  templateDefaults: TemplateDefault;
  templateFiles: TemplateFile;
  uploads: Row;
  users: UserRecord;
};

/** A collection name of the workbench's. */
export type WorkbenchCollection = keyof WorkbenchCollections & string;

/**
 * The workbench's collections of the store, typed.
 *
 * @example
 * workbenchCollections(store).rows('genTables').push(table);
 */
export const workbenchCollections = (store: DataStore) => typedCollections<WorkbenchCollections>(store);
