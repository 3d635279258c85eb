import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the upstream answered, for a fault to break. */
export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A broken answer, or `hang` to answer nothing (the client's timeout must act). */
export type Fault = (answer: UpstreamAnswer) => UpstreamAnswer | 'hang';

/**
 * A loopback proxy in front of a console and its back end that breaks chosen answers:
 * `inject('GET', '/table/getList', fault)` makes every later answer of that call go through
 * `fault` — cut short, replaced, or never sent — until `clear()`. The upstream still receives and
 * performs every request (a write the proxy breaks has really happened). `count(method, path)`
 * tells how often a call went through.
 *
 * @example
 * proxy.inject('POST', '/table/doEdit', (a) => ({ ...a, body: a.body.subarray(0, 20) }));
 */
export async function startFaultProxy(upstream: string) {
  const target = new URL(upstream);
  const faults = new Map<string, Fault>();
  const counts = new Map<string, number>();
  const hung = new Set<http.ServerResponse>();
  const key = (method: string, path: string) => `${method} ${path}`;

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const id = key(req.method ?? 'GET', path);
    counts.set(id, (counts.get(id) ?? 0) + 1);
    const forward = http.request(
      // Plain bodies, so a fault can cut or rewrite them.
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: withoutCaching(req.headers),
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const fault = faults.get(id);
          const sent = {
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          };
          const out = fault ? fault(sent) : sent;
          if (out === 'hang') {
            hung.add(res);
            return;
          }
          const headers = {
            ...out.headers,
            'content-length': String(out.body.length),
            'cache-control': 'no-store',
          };
          delete headers.etag;
          delete headers['content-encoding'];
          delete headers['transfer-encoding'];
          res.writeHead(out.status, headers);
          res.end(out.body);
        });
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    inject(method: string, path: string, fault: Fault) {
      faults.set(key(method, path), fault);
    },
    clear() {
      faults.clear();
      for (const res of hung) res.destroy();
      hung.clear();
    },
    count: (method: string, path: string) => counts.get(key(method, path)) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Request headers for the upstream: plain bodies (a fault can cut them) and no conditional
 * request, so every answer is a full 200 — never a 304 that lets the browser reuse a body the
 * proxy broke earlier under the same ETag.
 */
function withoutCaching(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'if-none-match': _etag, 'if-modified-since': _date, ...rest } = headers;
  return { ...rest, 'accept-encoding': 'identity' };
}

/** An envelope answer with `data` replaced, keeping status and headers. */
export const withData =
  (data: unknown): Fault =>
  (answer) => {
    const body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
    return { ...answer, body: Buffer.from(JSON.stringify({ ...body, data })) };
  };

/** The answer cut in half: JSON that does not parse. */
export const truncated: Fault = (answer) => ({
  ...answer,
  body: answer.body.subarray(0, Math.floor(answer.body.length / 2)),
});
