import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { passwordEnvProblem } from '../../../../server/database/passwordEnv';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import { SOURCE_RELATIONS, SOURCE_SAVE, SOURCE_TEST } from '../../project/server/projectBodies';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import type { SourceConfig } from '../model/sourceTypes';
import { openSource } from './openSource';
import { type Relation, relationsOf, type TrackedRelation } from './relations';
import { PASSWORD_MASK } from './secrets';
import { closeSourcePool } from './sourcePools';
import { sqliteFileProblem } from './sqliteSource';
import { type TestOutcome, testConnection } from './testConnection';

type Row = Record<string, unknown>;

/** The embedded default source of every project: the running mock collections. */
export const MOCK_SOURCE = { id: 0, name: 'mock', type: 'mock', status: 'connected', builtIn: true };

const NAME = /^[a-z][a-z0-9-]*$/;
const TYPES = ['sqlite', 'postgres', 'rest', 'mysql'];

/** The relations adopted for a source (the 关系 panel); the generator reads them too. */
export const trackedRelations = (ctx: WorkbenchContext, sourceId: unknown): TrackedRelation[] =>
  ctx.rows('dataSourceRelations').filter((r) => String(r.dataSourceId) === String(sourceId));

/**
 * The outcome of the last test of settings not yet saved, by server (its data folder) and a digest
 * of the settings: saving exactly those settings records it, so a source tested in its form does
 * not show 未测试 once saved.
 */
const testedSettings = new Map<string, { outcome: TestOutcome; at: string }>();

/** A source's connection settings as one digest (the password included, never kept in clear). */
function testedKey(scope: string, settings: Row): string {
  const keys = ['type', 'host', 'port', 'database', 'schema', 'username', 'password', 'passwordEnv', 'url'];
  const picked = keys.map((key) =>
    settings[key] === undefined || settings[key] === '' ? null : String(settings[key]),
  );
  return `${scope}\n${createHash('sha256').update(JSON.stringify(picked)).digest('hex')}`;
}

/** What a test's outcome records on a source. */
const statusOf = (outcome: TestOutcome, at: string): Row => ({
  status: outcome.outcome === 'ok' ? 'connected' : outcome.outcome,
  lastTestedAt: at,
  lastError: outcome.outcome === 'ok' ? null : outcome.message,
  ...(outcome.tableCount !== undefined ? { tableCount: outcome.tableCount } : {}),
});

function badRequest(res: Response, fieldErrors: Record<string, string>): void {
  send(res, 400, Object.values(fieldErrors)[0], { fieldErrors });
}

/** A record fit to send: no password, `passwordSet` instead. */
const publicSource = (ctx: WorkbenchContext, row: Row) => {
  const { password: _secret, ...rest } = row;
  return { ...rest, passwordSet: ctx.secrets.has(Number(row.id)) };
};

type Call<Body = unknown> = WorkbenchCall<Body>;

/** The sources of the store and what every source call shares: find, the config, a driver. */
function sourcesOf(ctx: WorkbenchContext) {
  const sources = () => ctx.rows('dataSources');
  const dataDir = () => ctx.sourceEnv().dataDir;
  const find = (id: unknown): Row => {
    if (String(id) === '0') return MOCK_SOURCE;
    const row = sources().find((s) => String(s.id) === String(id));
    if (!row) throw new ApiError(404, `数据源不存在: ${String(id)}`);
    return row;
  };
  const configOf = (row: Row): SourceConfig => {
    const config = { ...(row as unknown as SourceConfig) };
    if (row.id !== undefined && String(row.id) !== '0') config.password = ctx.secrets.get(Number(row.id));
    return config;
  };
  const withDriver = async <T>(
    row: Row,
    use: (driver: Awaited<ReturnType<typeof openSource>>) => Promise<T>,
  ) => {
    const driver = await openSource(configOf(row), ctx.sourceEnv()).catch((error: Error) => {
      throw new ApiError(502, error.message);
    });
    try {
      return await use(driver);
    } catch (error) {
      throw new ApiError(502, (error as Error).message);
    } finally {
      await driver.close();
    }
  };

  /** Every table's structure, for the relations between them (at most 200 tables are read). */
  const relationsOfSource = (row: Row) =>
    withDriver(row, async (driver) => {
      const summaries = (await driver.tables()).slice(0, 200);
      const infos = [];
      // Up to 100 rows each: a table that small is read whole, so a column's values can be shown
      // to be unique; a bigger one proposes only a column with a unique index.
      for (const summary of summaries) infos.push(await driver.table(summary.name, 100));
      return relationsOf(infos, trackedRelations(ctx, row.id));
    });
  return { sources, dataDir, find, configOf, withDriver, relationsOfSource };
}

function listSources({ ctx, req, res }: Call) {
  const { sources } = sourcesOf(ctx);
  const q = String(req.query.keyword ?? '').toLowerCase();
  const list = [
    MOCK_SOURCE,
    ...sources().filter(
      (s) => req.query.projectId === undefined || String(s.projectId) === String(req.query.projectId),
    ),
  ]
    .filter((s) => !q || String(s.name).toLowerCase().includes(q))
    .map((s) => publicSource(ctx, s));
  send(res, 200, messages.success, { list, total: list.length });
}

async function saveSource({ ctx, body, req, res }: Call<BodyOf<typeof SOURCE_SAVE>>) {
  const { sources, dataDir, find } = sourcesOf(ctx);
  const name = String(body.name ?? '');
  const type = String(body.type ?? '').toLowerCase();
  const fieldErrors: Record<string, string> = {};
  if (!NAME.test(name)) fieldErrors.name = '名称须为小写字母开头的小写字母、数字或 -';
  else if (
    sources().some(
      (s) =>
        s.name === name && String(s.projectId) === String(body.projectId) && String(s.id) !== String(body.id),
    )
  ) {
    fieldErrors.name = `名称 ${name} 在本项目中已存在`;
  }
  if (!TYPES.includes(type)) fieldErrors.type = `类型须为 ${TYPES.join(' / ')}`;
  if (typeof body.passwordEnv === 'string' && body.passwordEnv !== '') {
    const problem = passwordEnvProblem(body.passwordEnv);
    if (problem) fieldErrors.passwordEnv = problem;
  }
  if (type === 'sqlite' && typeof body.database === 'string') {
    const problem = sqliteFileProblem(dataDir(), body.database);
    if (problem) fieldErrors.database = problem;
  }
  if (Object.keys(fieldErrors).length > 0) return badRequest(res, fieldErrors);
  const existing = body.id !== undefined && body.id !== null ? find(body.id) : undefined;
  const keptPassword = existing ? ctx.secrets.get(Number(existing.id)) : undefined;
  const sent = body.password === PASSWORD_MASK || body.password === undefined ? keptPassword : body.password;
  const tested = testedSettings.get(testedKey(dataDir(), { ...(body as Row), type, password: sent }));
  const record: Row = {
    ...(existing ?? {
      id: ctx.nextId('dataSources'),
      createTime: new Date().toISOString().slice(0, 19).replace('T', ' '),
      status: 'untested',
    }),
    projectId: Number(body.projectId ?? 0),
    name,
    type,
  };
  for (const key of ['host', 'database', 'schema', 'username', 'passwordEnv', 'url'] as const) {
    if (typeof body[key] === 'string') record[key] = body[key];
  }
  if (body.port !== undefined && body.port !== '') record.port = Number(body.port);
  if (body.options && typeof body.options === 'object') record.options = body.options;
  if (tested) Object.assign(record, statusOf(tested.outcome, tested.at));
  if (!existing) sources().push(record);
  else Object.assign(existing, record);
  const password = body.password;
  if (typeof password === 'string' && password !== PASSWORD_MASK)
    await ctx.secrets.set(Number(record.id), password);
  // Connections opened with the old settings are not reused.
  await closeSourcePool(dataDir(), Number(record.id));
  ctx.log(req, res, {
    projectId: record.projectId,
    kind: 'dataSource.save',
    targetId: record.id,
    summary: `saved data source ${name}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, publicSource(ctx, record));
}

async function testSource({ ctx, body, res }: Call<BodyOf<typeof SOURCE_TEST>>) {
  const { find, configOf, dataDir } = sourcesOf(ctx);
  let config: SourceConfig;
  if (body.config && typeof body.config === 'object') {
    // Settings not saved yet: a connection of their own, never a saved source's pool.
    const { id: _unsaved, ...settings } = body.config as SourceConfig;
    config = settings;
    const stored = body.id !== undefined ? ctx.secrets.get(Number(body.id)) : undefined;
    if (config.password === PASSWORD_MASK || config.password === undefined) config.password = stored;
  } else config = configOf(find(body.id));
  const outcome = await testConnection(config, ctx.sourceEnv());
  const at = new Date().toISOString();
  if (body.config) {
    if (testedSettings.size > 100) testedSettings.clear();
    testedSettings.set(testedKey(dataDir(), config as unknown as Row), { outcome, at });
  }
  if (body.id !== undefined && String(body.id) !== '0' && !body.config) {
    Object.assign(find(body.id), statusOf(outcome, at));
    await ctx.store.flush();
  }
  send(res, 200, messages.success, outcome);
}

async function sourceTables({ ctx, req, res }: Call) {
  const { find, withDriver } = sourcesOf(ctx);
  const tables = await withDriver(find(req.query.id), (driver) => driver.tables());
  send(res, 200, messages.success, { list: tables, total: tables.length });
}

async function sourceTable({ ctx, req, res }: Call) {
  const { find, withDriver } = sourcesOf(ctx);
  const row = find(req.query.id);
  const sampleRows = Math.min(Number((row.options as Row | undefined)?.sampleRows ?? 20), 1000);
  const table = await withDriver(row, (driver) => driver.table(String(req.query.name ?? ''), sampleRows));
  send(res, 200, messages.success, table);
}

async function sourceRelations({ ctx, req, res }: Call) {
  const { find, relationsOfSource } = sourcesOf(ctx);
  const list = await relationsOfSource(find(req.query.id));
  send(res, 200, messages.success, { list, total: list.length });
}

// Adopting (全部采用, or one relation) or dropping relations: each must be one the source's
// foreign keys give, its display column one of the referenced table's columns.
async function saveRelations({ ctx, body, req, res }: Call<BodyOf<typeof SOURCE_RELATIONS>>) {
  const { find, relationsOfSource } = sourcesOf(ctx);
  const row = find(body.id);
  const asked = body.relations ?? [];
  if (asked.length === 0) throw fieldRefusal({ relations: '请选择至少一个关系' });
  const found = await relationsOfSource(row);
  const stored = ctx.rows('dataSourceRelations');
  const chosen: { relation: Relation; display: string; tracked: boolean }[] = [];
  for (const item of asked) {
    const relation = found.find((r) => r.table === item.table && r.column === item.column);
    if (!relation)
      throw fieldRefusal({ relations: `没有这个关系: ${String(item.table)}.${String(item.column)}` });
    const display = String(item.displayColumn ?? relation.displayColumn);
    if (!relation.candidates.includes(display))
      throw fieldRefusal({ relations: `${relation.refTable} 没有列 ${display}` });
    chosen.push({ relation, display, tracked: item.tracked !== false });
  }
  for (const { relation, display, tracked } of chosen) {
    const index = stored.findIndex(
      (r) =>
        String(r.dataSourceId) === String(row.id) &&
        r.table === relation.table &&
        r.column === relation.column,
    );
    if (index >= 0) stored.splice(index, 1);
    if (tracked)
      stored.push({
        dataSourceId: Number(row.id),
        table: relation.table,
        column: relation.column,
        refTable: relation.refTable,
        refColumn: relation.refColumn,
        displayColumn: display,
      });
  }
  ctx.log(req, res, {
    projectId: row.projectId ?? 0,
    kind: 'dataSource.relations',
    targetId: row.id,
    summary: `adopted ${chosen.filter((c) => c.tracked).length} relation(s) of ${String(row.name)}`,
  });
  await ctx.store.flush();
  const list = await relationsOfSource(row);
  send(res, 200, messages.saved, { list, total: list.length });
}

async function deleteSources({ ctx, body, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const { sources, dataDir } = sourcesOf(ctx);
  const ids = idsOf(body);
  if (ids.includes('0')) throw fieldRefusal({ ids: '内置的 mock 数据源不能删除' });
  const list = sources();
  for (const id of ids) {
    const index = list.findIndex((s) => String(s.id) === id);
    if (index >= 0) list.splice(index, 1);
    await closeSourcePool(dataDir(), Number(id));
    await ctx.secrets.set(Number(id), undefined);
    const relations = ctx.rows('dataSourceRelations');
    for (let i = relations.length - 1; i >= 0; i--)
      if (String(relations[i].dataSourceId) === id) relations.splice(i, 1);
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}

/**
 * Data sources: the mock source plus `dataSources` records of a project; saving keeps the
 * stored password when the masked one comes back; test connection with distinct outcomes; tables,
 * one table's structure and sample. Passwords live in the secrets file, never in a record. A save
 * refuses a `passwordEnv` the operator did not allow and a SQLite file outside the data folder;
 * editing or deleting a source ends its connection pool.
 *
 * @example
 * mountRoutes(app, WORKBENCH_SOURCE_ROUTES, ctx);
 */
export const WORKBENCH_SOURCE_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/dataSource/getList', handler: listSources }),
  route({ method: 'POST', path: '/workbench/dataSource/save', body: SOURCE_SAVE, handler: saveSource }),
  route({ method: 'POST', path: '/workbench/dataSource/test', body: SOURCE_TEST, handler: testSource }),
  route({ method: 'GET', path: '/workbench/dataSource/tables', handler: sourceTables }),
  route({ method: 'GET', path: '/workbench/dataSource/table', handler: sourceTable }),
  route({ method: 'GET', path: '/workbench/dataSource/relations', handler: sourceRelations }),
  route({
    method: 'POST',
    path: '/workbench/dataSource/relations/save',
    body: SOURCE_RELATIONS,
    handler: saveRelations,
  }),
  route({
    method: 'POST',
    path: '/workbench/dataSource/doDelete',
    body: DELETE_BODY,
    handler: deleteSources,
  }),
];
