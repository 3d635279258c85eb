import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

/** Runs SQL on a SQLite file in place (sql.js works on a copy in memory). */
async function onSqlite(file: string, sql: string): Promise<void> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  db.run(sql);
  writeFileSync(file, db.export());
  db.close();
}

describe('#14.4 the drift badge of the generated-table list (WORKBENCH.md §5.7.1)', () => {
  it('#14.4 §5.7.1 a column added to the SQLite table since import shows as drift; an unreadable source says so; the test user may look', async () => {
    const folder = join(wb.root, '.data', 'fixtures');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'drift.sqlite');
    writeFileSync(file, '');
    await onSqlite(
      file,
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, title VARCHAR(64)); INSERT INTO notes (title) VALUES ('a');",
    );
    const source = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: { projectId: 3, name: 'drift', type: 'sqlite', database: 'fixtures/drift.sqlite' },
    });
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 3, dataSourceId: source.body.data.id, tables: ['notes'] },
    });
    const id = imported.body.data[0].id;
    const drift = async () =>
      (await wb.call('GET', '/workbench/generator/drift?projectId=3', { token: wb.tester })).body.data[id];
    expect(await drift()).toEqual({ kinds: [], changes: [] });

    await onSqlite(file, 'ALTER TABLE notes ADD COLUMN body TEXT;');
    const changed = await drift();
    expect(changed.kinds).toEqual(['added']);
    expect(changed.changes).toEqual([expect.objectContaining({ column: 'body', change: 'added' })]);

    await wb.call('POST', '/workbench/generator/sync', {
      token: wb.admin,
      body: { genTableId: id, apply: true },
    });
    expect((await drift()).kinds).toEqual([]);

    writeFileSync(file, 'not a database');
    expect((await drift()).error).toBeTruthy();
  });
});
