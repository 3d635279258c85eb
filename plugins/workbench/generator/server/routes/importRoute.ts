import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from '../../../../../schemas/types.gen';
import type { BodyOf } from '../../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../../server/http/envelope';
import { inferColumns } from '../../../dataSources/model/inferSchema';
import type { TableInfo } from '../../../dataSources/model/sourceTypes';
import type { ProjectRecord } from '../../../project/server/projects';
import { storedRules } from '../../../rules/server/workbenchRuleRoutes';
import type { WorkbenchCall, WorkbenchContext } from '../../../server/workbenchContext';
import { DdlError, ddlTables } from '../ddlTable';
import type { GEN_IMPORT } from '../generatorBodies';
import { liveSourceOf } from '../liveSourceOf';
import { newGenTable } from '../newGenTable';
import { sourceTableInfo } from '../sourceTableInfo';
import { tablesOf } from './genTables';

/** The page names a project has: its page files and its generated tables' pages. */
function pagesOf(ctx: WorkbenchContext, root: string, projectId: number) {
  let files: string[] = [];
  try {
    files = readdirSync(join(root, 'config', 'pages'));
  } catch {}
  const onDisk = files.map((f) => f.replace(/\.(ya?ml|json)$/, ''));
  return [
    ...onDisk,
    ...tablesOf(ctx)
      .filter((t) => t.projectId === projectId)
      .map((t) => t.pageName),
  ];
}

/** How a new table is named: pages and resources already taken, the mock's own resource names. */
function naming(ctx: WorkbenchContext, root: string, project: ProjectRecord, fromMock: boolean) {
  return {
    pages: pagesOf(ctx, root, project.id),
    resourceOfCollection: fromMock
      ? (collection: string) =>
          [...ctx.resources].find(([, spec]) => spec.collection === collection)?.[0] ?? collection
      : undefined,
    resourceTaken: (name: string) =>
      ctx.resources.get(name) !== undefined ||
      name in ctx.store.state ||
      tablesOf(ctx).some((t) => t.projectId === project.id && t.resource === name),
  };
}

/** A generated table for an imported one, with the saved rules' column model, stored. */
function create(
  ctx: WorkbenchContext,
  info: TableInfo,
  project: ProjectRecord,
  root: string,
  dataSourceId?: number,
  liveSource?: DataSource,
) {
  const table = newGenTable(info, {
    id: ctx.nextId('genTables'),
    projectId: project.id,
    dataSourceId,
    liveSource,
    rules: storedRules(ctx).rules,
    naming: naming(ctx, root, project, dataSourceId === 0),
  });
  tablesOf(ctx).push(table);
  return table;
}

/** The tables an import names: of a source, from DDL, from a JSON sample or blank columns. */
async function importedInfos(body: BodyOf<typeof GEN_IMPORT>, ctx: WorkbenchContext) {
  const infos: { info: TableInfo; sourceId?: number; liveSource?: DataSource }[] = [];
  if (Array.isArray(body.tables)) {
    if (body.tables.length === 0) throw fieldRefusal({ tables: '请选择要导入的表' });
    const source = ctx.rows('dataSources').find((s) => String(s.id) === String(body.dataSourceId));
    // A database's tables bind live unless the import asks for an offline copy.
    const liveSource = source && body.offline !== true ? liveSourceOf(source) : undefined;
    for (const name of body.tables)
      infos.push({
        info: await sourceTableInfo(ctx, body.dataSourceId, String(name)),
        sourceId: Number(body.dataSourceId),
        liveSource,
      });
  } else if (typeof body.ddl === 'string') {
    try {
      for (const info of await ddlTables(body.ddl, body.dialect === 'mysql' ? 'mysql' : 'postgresql'))
        infos.push({ info });
    } catch (error) {
      if (!(error instanceof DdlError)) throw error;
      // A DDL the parser refused is a diagnostic of the text at its line and column.
      throw new ApiError(400, error.message, {
        diagnostics: [{ line: error.line, col: error.col, message: error.reason, severity: 'error' }],
      });
    }
  } else if (Array.isArray(body.sample)) {
    const name = String(body.name ?? 'records');
    const columns = inferColumns(body.sample);
    infos.push({
      info: {
        name,
        rowCount: body.sample.length,
        columns,
        primaryKey: columns.filter((c) => c.isPk).map((c) => c.name),
        indexes: [],
        foreignKeys: [],
        sample: body.sample,
      },
    });
  } else if (Array.isArray(body.columns)) {
    const columns = body.columns.map((c) => ({
      name: String(c.name),
      type: String(c.type ?? 'varchar(255)'),
      nullable: c.nullable !== false,
      isPk: c.name === 'id',
      isAutoIncrement: c.name === 'id',
    }));
    infos.push({
      info: {
        name: String(body.name ?? 'records'),
        rowCount: 0,
        columns,
        primaryKey: ['id'],
        indexes: [],
        foreignKeys: [],
        sample: [],
      },
    });
  } else throw fieldRefusal({ $: '需要 tables、ddl、sample 或 columns 之一' });
  return infos;
}

/**
 * Imports tables into a project as generated tables: of a data source, SQL DDL (a parse
 * error is a diagnostic at its line and column), a JSON sample or blank columns.
 */
export async function importTables({ ctx, body, req, res }: WorkbenchCall<BodyOf<typeof GEN_IMPORT>>) {
  const project = ctx.project(body.projectId);
  const root = await ctx.root(project);
  const infos = await importedInfos(body, ctx);
  const created = infos.map(({ info, sourceId, liveSource }) =>
    create(ctx, info, project, root, sourceId, liveSource),
  );
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'generator.import',
    summary: `imported ${created.map((t) => t.tableName).join(', ')}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, created);
}
