import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConnection } from './testConnection';

/**
 * A server that speaks just enough of the PostgreSQL protocol to let a client in, then answers
 * every statement with an error and never closes a connection itself: the client must. The SET
 * that made a session read-only, and any statement after it, fails here.
 */
function refusingServer() {
  const open = new Set<Socket>();
  const statements: string[] = [];
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
  const ready = message('Z', Buffer.from('I'));
  const error = message(
    'E',
    Buffer.concat([
      cstring('SERROR'),
      cstring('VERROR'),
      cstring('C25006'),
      cstring('Mcannot run this statement here'),
      Buffer.from([0]),
    ]),
  );
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let started = false;
    let failed = false;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          buffer = buffer.subarray(length);
          started = true;
          socket.write(Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), ready]));
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0] as number);
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) return;
        const body = buffer.subarray(5, length + 1);
        buffer = buffer.subarray(length + 1);
        if (type === 'Q') {
          statements.push(body.toString('utf8'));
          socket.write(Buffer.concat([error, ready]));
        } else if (type === 'P') {
          statements.push(body.toString('utf8'));
          if (!failed) socket.write(error);
          failed = true;
        } else if (type === 'S') {
          failed = false;
          socket.write(ready);
        }
        // Terminate ('X') is answered by nothing: the client closes its end.
      }
    });
  });
  return {
    open,
    statements,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('#14.3 a PostgreSQL connection that fails after connecting is closed', () => {
  const fake = refusingServer();
  let port = 0;
  beforeAll(async () => {
    port = await fake.listen();
  });
  afterAll(() => fake.close());

  const env = { mockState: {}, dataDir: '/nonexistent-jimu-scope', extraHosts: [] };
  const noneOpen = async () => {
    for (let i = 0; i < 50 && fake.open.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    return fake.open.size;
  };

  for (const [label, id] of [
    ['a saved source (pooled)', 41],
    ['unsaved settings', undefined],
  ] as const) {
    it(`#14.3 ${label}: a refused statement fails the test and leaves no connection open`, async () => {
      const before = fake.statements.length;
      const outcome = await testConnection(
        { id, type: 'postgres', host: '127.0.0.1', port, database: 'x', username: 'x', password: 'x' },
        env,
      );
      expect(outcome).toMatchObject({ outcome: 'failed', message: expect.stringContaining('cannot run') });
      expect(fake.statements.length).toBeGreaterThan(before);
      expect(await noneOpen()).toBe(0);
    });
  }
});
