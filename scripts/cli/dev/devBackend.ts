import http from 'node:http';
import type { ListeningMockServer, MockServer } from '../../../server/app';

/** The mock back end behind `jimu dev`, restartable while the dev server keeps its port. */
export interface DevBackend {
  /** The server answering now (its demo accounts, for the banner). */
  server(): MockServer;
  /** Passes a request on to the back end, after any restart under way. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  /**
   * Holds new requests and lets the ones under way finish; then, when `needed` resolves true,
   * stops the back end (its data written out), runs `between` and starts a new one. The held
   * requests go on after that. Rejects when the new one does not start; requests are answered
   * 502 until a later restart succeeds.
   */
  restart(needed: () => Promise<boolean>, between: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Headers about one connection (Connection, those it names, Keep-Alive…) stay with it; the others are passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

function endToEnd(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name) && !named.includes(name)),
  );
}

/**
 * Runs the mock back end on a loopback port of its own and passes the dev server's API requests
 * on to it, so that it can be stopped and started again (to serve a collection added to its seed)
 * while pages keep their address: requests that arrive during a restart wait for it. Each request
 * gets a connection of its own (loopback costs nothing), so none is sent on a kept-alive connection
 * the back end is just closing.
 *
 * @example
 * const backend = await startDevBackend(() => createMockServer({ delay: 0 }));
 * http.createServer((req, res) => backend.handle(req, res));
 */
export async function startDevBackend(create: () => Promise<MockServer>): Promise<DevBackend> {
  let server = await create();
  let listening: ListeningMockServer | undefined = await server.listen(0, '127.0.0.1');
  let gate: Promise<void> = Promise.resolve();
  let underWay = 0;
  let drained: (() => void) | undefined;

  const refuse = (res: http.ServerResponse, why: string) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`jimu dev: the mock back end ${why}`);
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!listening) return refuse(res, 'is not running: see the terminal');
    underWay++;
    res.once('close', () => {
      underWay--;
      if (underWay === 0) drained?.();
    });
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: listening.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers),
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => refuse(res, `did not answer: ${error.message}`));
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  return {
    server: () => server,
    handle(req, res) {
      gate.then(() => forward(req, res));
    },
    async restart(needed, between) {
      let open = () => {};
      const held = gate;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      try {
        await held;
        if (underWay > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = undefined;
        if (listening && !(await needed())) return;
        await listening?.close();
        listening = undefined;
        try {
          await between();
        } finally {
          server = await create();
          listening = await server.listen(0, '127.0.0.1');
        }
      } finally {
        open();
      }
    },
    async close() {
      await listening?.close();
    },
  };
}
