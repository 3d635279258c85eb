import pg from 'pg';
import { loadChinook } from '../fixtures/chinook/loadChinook';
import type { TestPostgres } from './workbenchPostgres';

/** Runs one statement on the test's chinook database as the superuser: its rows. */
export type ChinookSql = (text: string, params?: unknown[]) => Promise<pg.QueryResultRow[]>;

const clientOf = (database: TestPostgres, name: string) =>
  new pg.Client({
    host: '127.0.0.1',
    port: database.port,
    user: 'postgres',
    password: database.password,
    database: name,
  });

/**
 * Creates the database `chinook` in the test's PostgreSQL and loads the Chinook shapes into it
 * (tests/fixtures/chinook); answers a function that queries it, as the test reads the database
 * itself, on a connection of its own each time.
 *
 * @example
 * const sql = await createChinook(await startPostgres()); await sql('SELECT count(*) FROM customer');
 */
export async function createChinook(database: TestPostgres): Promise<ChinookSql> {
  const admin = clientOf(database, 'postgres');
  await admin.connect();
  await admin.query('CREATE DATABASE chinook');
  await admin.end();
  const client = clientOf(database, 'chinook');
  await client.connect();
  await loadChinook(client);
  await client.end();
  return async (text, params = []) => {
    const reader = clientOf(database, 'chinook');
    await reader.connect();
    try {
      return (await reader.query(text, params)).rows;
    } finally {
      await reader.end();
    }
  };
}
