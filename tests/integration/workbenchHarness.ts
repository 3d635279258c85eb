import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import initSqlJs from 'sql.js';
import { type MockHarness, startMock } from './mockHarness';

/** A mock server over a temporary copy of the repository's console (config/, mock-db.json). */
export interface WorkbenchHarness extends MockHarness {
  /** The copy's root: config/, mock-db.json, plugins (a link to the repository's). */
  root: string;
  admin: string;
  editor: string;
  tester: string;
}

/**
 * Starts the mock server on a copy of the sample console, so the JIMU project can be written
 * without touching the repository, and signs in the three demo accounts.
 *
 * @example
 * const wb = await startWorkbench(); await wb.call('GET', '/workbench/project/getList', { token: wb.admin });
 */
export async function startWorkbench(): Promise<WorkbenchHarness> {
  const repo = resolve(process.cwd());
  const root = mkdtempSync(join(tmpdir(), 'jimu-wb-'));
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  cpSync(join(repo, 'mock-db.json'), join(root, 'mock-db.json'));
  symlinkSync(join(repo, 'plugins'), join(root, 'plugins'));
  const mock = await startMock({
    configDir: join(root, 'config'),
    seedFile: join(root, 'mock-db.json'),
    dataDir: join(root, '.data'),
  });
  const [admin, editor, tester] = await Promise.all([
    mock.login('admin'),
    mock.login('editor'),
    mock.login('test'),
  ]);
  return {
    ...mock,
    root,
    admin,
    editor,
    tester,
    async stop() {
      await mock.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A small SQLite shop (customers, orders with a foreign key) at `<dir>/fixtures/shop.sqlite`. */
export async function sqliteFixture(dir: string): Promise<string> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE customers (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(64) NOT NULL);
          CREATE TABLE orders (id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL REFERENCES customers(id),
                               order_status VARCHAR(16) NOT NULL, total DECIMAL(10,2), created_at TIMESTAMP);
          INSERT INTO customers (name) VALUES ('Ada'), ('Lin');
          INSERT INTO orders (customer_id, order_status, total, created_at) VALUES (1, 'new', 12.5, '2025-01-02 10:00:00'), (2, 'paid', 99, '2025-01-03 11:00:00');`);
  mkdirSync(join(dir, 'fixtures'), { recursive: true });
  writeFileSync(join(dir, 'fixtures', 'shop.sqlite'), db.export());
  db.close();
  return 'fixtures/shop.sqlite';
}
