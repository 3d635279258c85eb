import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL binaries: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql; .ci/run does this)');
  return join(root, versions[0] as string, 'bin');
}
const BIN = postgresBin();

/** A PostgreSQL server of the test's own, on a free loopback port, in a temp folder. */
export interface TestPostgres {
  port: number;
  password: string;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/**
 * Starts Debian's PostgreSQL 15 for a test ("Real databases"): initdb and pg_ctl run as the
 * `postgres` user (they refuse root), the cluster lives in a temp folder owned by postgres and
 * listens on 127.0.0.1 only, with password authentication for the user `postgres`.
 * `stop()` stops it (fast) and removes the folder.
 *
 * @example
 * const pg = await startPostgres(); … pg.stop();
 */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'jimu-pg-'));
  chmodSync(dir, 0o700);
  const pgUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const pgGid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, pgUid, pgGid);
  const password = 'jimu-test-pw';
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, password);
  chownSync(pwfile, pgUid, pgGid);
  const data = join(dir, 'data');
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { stdio: 'pipe', cwd: dir });
  asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${pwfile}`,
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
    'start',
  ]);
  return {
    port,
    password,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
