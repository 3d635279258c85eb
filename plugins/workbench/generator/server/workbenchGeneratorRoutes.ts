import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from 'express';
import { authOf } from '../../../../server/auth/authGate';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import { RESOURCES } from '../../../../server/store/resources';
import { inferColumns } from '../../dataSources/model/inferSchema';
import type { TableInfo } from '../../dataSources/model/sourceTypes';
import { openSource } from '../../dataSources/server/openSource';
import { withTrackedRelations } from '../../dataSources/server/relations';
import { MOCK_SOURCE, trackedRelations } from '../../dataSources/server/workbenchSourceRoutes';
import {
  type ApplyFile,
  planApply,
  type Resolution,
  writePlanned,
  zipEntriesOf,
} from '../../project/server/applyFiles';
import { hashText } from '../../project/server/projectFiles';
import type { ProjectRecord } from '../../project/server/projects';
import { validateProject } from '../../project/server/validateProject';
import { planOr409, sendZip } from '../../project/server/workbenchProjectRoutes';
import { storedRules } from '../../rules/server/workbenchRuleRoutes';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { buildPage } from './buildPage';
import { columnModel } from './columnModel';
import { DdlError, ddlTables } from './ddlTable';
import { generateFiles } from './generateFiles';
import type { GenTable } from './genTypes';
import { newGenTable } from './newGenTable';
import { previewValidatorCode } from './previewValidator';
import { seedRows } from './seedRows';
import { syncColumns } from './syncColumns';
import { mountReapplyRoute } from './workbenchReapplyRoute';
import { zipFiles } from './zipFiles';

type Row = Record<string, unknown>;

/**
 * Serves a generated collection as an envelope resource at once (no restart): the envelope
 * routes read RESOURCES on every request.
 */
export function registerResource(resource: string): void {
  RESOURCES[resource] ??= { collection: resource };
}

/**
 * Code generation (§5.7, §5.8.3, §5.11): import tables (data source, JSON sample, DDL, blank),
 * the genTable records, sync, render (files + validation), zip, apply (hash-checked, atomic),
 * with the saved rules (workbenchRuleRoutes); the backend generator is workbenchBackendRoutes.
 *
 * @example
 * mountWorkbenchGeneratorRoutes(app, ctx);
 */
export function mountWorkbenchGeneratorRoutes(app: Router, ctx: WorkbenchContext): void {
  const tables = () => ctx.rows('genTables') as unknown as GenTable[];
  const find = (id: unknown): GenTable => {
    const table = tables().find((t) => String(t.id) === String(id));
    if (!table) throw new ApiError(404, `生成表不存在: ${String(id)}`);
    return table;
  };
  const pagesOf = (root: string, projectId: number) => {
    let files: string[] = [];
    try {
      files = readdirSync(join(root, 'config', 'pages'));
    } catch {}
    const onDisk = files.map((f) => f.replace(/\.(ya?ml|json)$/, ''));
    return [
      ...onDisk,
      ...tables()
        .filter((t) => t.projectId === projectId)
        .map((t) => t.pageName),
    ];
  };
  const naming = (root: string, project: ProjectRecord, fromMock: boolean) => ({
    pages: pagesOf(root, project.id),
    resourceOfCollection: fromMock
      ? (collection: string) =>
          Object.entries(RESOURCES).find(([, spec]) => spec.collection === collection)?.[0] ?? collection
      : undefined,
    resourceTaken: (name: string) =>
      name in RESOURCES ||
      name in ctx.store.state ||
      tables().some((t) => t.projectId === project.id && t.resource === name),
  });
  const create = (info: TableInfo, project: ProjectRecord, root: string, dataSourceId?: number) => {
    const table = newGenTable(info, {
      id: ctx.nextId('genTables'),
      projectId: project.id,
      dataSourceId,
      rules: storedRules(ctx).rules,
      naming: naming(root, project, dataSourceId === 0),
    });
    tables().push(table);
    return table;
  };
  const tableInfoOf = async (sourceId: unknown, name: string): Promise<TableInfo> => {
    const row =
      String(sourceId) === '0'
        ? MOCK_SOURCE
        : ctx.rows('dataSources').find((s) => String(s.id) === String(sourceId));
    if (!row) throw new ApiError(404, `数据源不存在: ${String(sourceId)}`);
    const config = { ...(row as Row), password: ctx.secrets.get(Number(row.id)) } as never;
    const driver = await openSource(config, ctx.sourceEnv()).catch((e: Error) => {
      throw new ApiError(502, e.message);
    });
    try {
      const info = await driver.table(name, 1000).catch((e: Error) => {
        throw new ApiError(502, e.message);
      });
      // Adopted relations (§5.6 关系) name the display column a foreign key's select shows.
      return withTrackedRelations(info, trackedRelations(ctx, sourceId));
    } finally {
      await driver.close();
    }
  };

  app.get('/workbench/genTable/getList', (req, res) => {
    const list = tables()
      .filter((t) => req.query.projectId === undefined || String(t.projectId) === String(req.query.projectId))
      .map(({ sample: _sample, ...rest }) => rest);
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.get('/workbench/genTable/get', (req, res) => send(res, 200, messages.success, find(req.query.id)));

  app.post(
    '/workbench/generator/import',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const project = ctx.project(body.projectId);
      const root = await ctx.root(project);
      const infos: { info: TableInfo; sourceId?: number }[] = [];
      if (Array.isArray(body.tables)) {
        if (body.tables.length === 0) throw fieldRefusal({ tables: '请选择要导入的表' });
        for (const name of body.tables)
          infos.push({
            info: await tableInfoOf(body.dataSourceId, String(name)),
            sourceId: Number(body.dataSourceId),
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
            sample: body.sample as Row[],
          },
        });
      } else if (Array.isArray(body.columns)) {
        const columns = (body.columns as Row[]).map((c) => ({
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
      const created = infos.map(({ info, sourceId }) => create(info, project, root, sourceId));
      ctx.log(req, res, {
        projectId: project.id,
        kind: 'generator.import',
        summary: `imported ${created.map((t) => t.tableName).join(', ')}`,
      });
      await ctx.store.flush();
      send(res, 200, messages.saved, created);
    }),
  );

  app.post(
    '/workbench/genTable/doEdit',
    asyncHandler(async (req, res) => {
      const body = req.body as GenTable;
      const table = find(body.id);
      if (body.pageName !== undefined && !/^[a-z][a-zA-Z0-9-]*$/.test(body.pageName))
        throw fieldRefusal({ pageName: '页面名须为小写字母开头的字母、数字或 -' });
      const { id: _id, projectId: _p, lastGenerated: _l, ...changes } = body;
      Object.assign(table, changes);
      await ctx.store.flush();
      send(res, 200, messages.saved, table);
    }),
  );

  app.post(
    '/workbench/genTable/doDelete',
    asyncHandler(async (req, res) => {
      const ids = idsOf(req.body);
      const list = tables();
      for (const id of ids) {
        const index = list.findIndex((t) => String(t.id) === id);
        if (index >= 0) list.splice(index, 1);
      }
      await ctx.store.flush();
      send(res, 200, messages.deleted);
    }),
  );

  mountReapplyRoute(app, ctx, find);

  app.post(
    '/workbench/generator/sync',
    asyncHandler(async (req, res) => {
      const table = find((req.body as Row).genTableId);
      if (table.dataSourceId === undefined) throw new ApiError(400, '该表不是从数据源导入的，无法同步');
      const info = await tableInfoOf(table.dataSourceId, table.tableName);
      const result = syncColumns(table.columns, columnModel(info, storedRules(ctx).rules));
      if ((req.body as Row).apply === true) {
        table.columns = result.columns;
        table.sample = info.sample;
        await ctx.store.flush();
      }
      send(res, 200, messages.success, result);
    }),
  );

  // The drift badge (§5.7.1), computed on open: each table imported from a source compared with
  // the source as it is now, without changing anything (a read).
  app.get(
    '/workbench/generator/drift',
    asyncHandler(async (req, res) => {
      const projectId = Number(req.query.projectId);
      const rules = storedRules(ctx).rules;
      const chosen = tables().filter((t) => t.projectId === projectId && t.dataSourceId !== undefined);
      const entries = await Promise.all(
        chosen.map(async (table) => {
          try {
            const info = await tableInfoOf(table.dataSourceId, table.tableName);
            const { changes } = syncColumns(table.columns, columnModel(info, rules));
            return [table.id, { kinds: [...new Set(changes.map((c) => c.change))], changes }];
          } catch (error) {
            return [table.id, { error: (error as Error).message }];
          }
        }),
      );
      send(res, 200, messages.success, Object.fromEntries(entries));
    }),
  );

  /** Render = generate files for a stored or an edited (unsaved) genTable, then validate them. */
  const render = async (body: Row) => {
    const stored = find(body.genTableId ?? (body.genTable as Row | undefined)?.id);
    const table: GenTable = body.genTable
      ? {
          ...stored,
          ...(body.genTable as GenTable),
          id: stored.id,
          projectId: stored.projectId,
          lastGenerated: stored.lastGenerated,
        }
      : stored;
    const project = ctx.project(table.projectId);
    const root = await ctx.root(project);
    const files = generateFiles(root, table);
    const overrides = Object.fromEntries(
      files.filter((f) => f.path.startsWith('config/')).map((f) => [f.path, f.content]),
    );
    // The live mini preview re-renders on every change and needs the page only, not a validation.
    const diagnostics =
      body.validate === false ? [] : await validateProject(root, overrides, ctx.places.pluginsDir);
    return { table, project, root, files, diagnostics };
  };

  app.post(
    '/workbench/generator/render',
    asyncHandler(async (req, res) => {
      const { files, diagnostics, table, project } = await render(req.body as Row);
      const rows = seedRows(table.columns, table.sample, table.options.seedRows);
      const { page, strings } = buildPage(table);
      const preview = {
        name: table.pageName,
        page,
        strings: {
          zh: { page: { [table.pageName]: strings.zh } },
          en: { page: { [table.pageName]: strings.en } },
        },
      };
      send(res, 200, messages.success, {
        files,
        diagnostics,
        rows,
        preview,
        writable: ctx.mayWrite(res, project),
      });
    }),
  );

  app.post(
    '/workbench/generator/zip',
    asyncHandler(async (req, res) => {
      const { files, table, root } = await render(req.body as Row);
      const changed = files.filter((f) => f.status !== 'unchanged');
      sendZip(req, res, `${table.pageName}.zip`, zipFiles(zipEntriesOf(root, changed), table.pageName));
    }),
  );

  app.post(
    '/workbench/apply',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const project = ctx.project(body.projectId);
      ctx.guardWrite(res, project);
      const root = await ctx.root(project);
      const files = (body.files ?? []) as ApplyFile[];
      const resolutions = (body.resolutions ?? {}) as Record<string, Resolution>;
      const texts = planOr409(() => planApply(root, files, resolutions));
      const overrides = Object.fromEntries(
        Object.entries(texts).filter(([path]) => path.startsWith('config/')),
      );
      const diagnostics = await validateProject(root, overrides, ctx.places.pluginsDir);
      if (diagnostics.some((d) => d.severity === 'error'))
        return send(res, 422, '校验未通过，未写入', { diagnostics });
      const written = await writePlanned(root, texts);
      const table = body.genTableId !== undefined ? find(body.genTableId) : undefined;
      if (table) {
        if (body.genTable) Object.assign(table, body.genTable, { id: table.id, projectId: table.projectId });
        table.lastGenerated = {
          at: new Date().toISOString(),
          by: authOf(res).user.username,
          files: written.map((path) => ({ path, hash: hashText(texts[path] as string) })),
        };
      }
      // Generated collections answer at once in this server (project JIMU is the one it serves);
      // only a generated table's resource of the project, never another collection (users…).
      const seeded = files.find((f) => f.path === 'mock-db.json' && f.mode === 'merge-json');
      if (project.seed && seeded && texts['mock-db.json'] !== undefined) {
        const generated = new Set(
          tables()
            .filter((t) => t.projectId === project.id)
            .map((t) => t.resource),
        );
        const fragment = JSON.parse(seeded.content) as Record<string, unknown>;
        for (const [resource, rows] of Object.entries(fragment)) {
          if (!generated.has(resource) || !Array.isArray(rows)) continue;
          ctx.store.state[resource] = rows;
          registerResource(resource);
        }
      }
      ctx.log(req, res, {
        projectId: project.id,
        kind: 'generator.apply',
        targetId: table?.id,
        summary: `applied ${written.length} files`,
      });
      await ctx.store.flush();
      send(res, 200, messages.saved, { written });
    }),
  );

  // The preview's validator (a render: write:system like the rest of the preview's calls).
  app.post(
    '/workbench/generator/validator',
    asyncHandler(async (req, res) => {
      const schema = (req.body as Row).schema;
      if (!schema || typeof schema !== 'object') throw fieldRefusal({ schema: '需要 schema' });
      send(res, 200, messages.success, { code: await previewValidatorCode(schema as never) });
    }),
  );
}
