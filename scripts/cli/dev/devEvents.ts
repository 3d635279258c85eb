import type http from 'node:http';
import { type DevProblem, problemsPayload } from './devProblems';

/** Where problems come from; each source replaces only its own. */
export type ProblemSource = 'build' | 'types';

/** The server-sent events `jimu dev` sends its pages at /__jimu/events. */
export interface DevEvents {
  /**
   * Opens a page's event stream. A page that runs another build than `currentEntry` (it loaded
   * during a swap, and missed the reload) is told to reload at once; otherwise it gets the
   * problems standing now, if any.
   */
  connect(req: http.IncomingMessage, res: http.ServerResponse, currentEntry: string | undefined): void;
  /** The problems of one source; the pages get them all (`errors`), or `ok` when none is left. */
  setProblems(source: ProblemSource, problems: DevProblem[]): void;
  /** Every page reloads (a new build is served). */
  reload(): void;
  close(): void;
}

/**
 * The event stream of `jimu dev`'s pages: `errors` with the standing problems (their text, each
 * one located with its excerpt, and a signature), `ok` when they are gone, `reload` when a new
 * build is served.
 *
 * @example const events = createDevEvents(); events.setProblems('build', problems);
 */
export function createDevEvents(): DevEvents {
  const clients = new Set<http.ServerResponse>();
  const standing: Record<ProblemSource, DevProblem[]> = { build: [], types: [] };
  const all = () => [...standing.build, ...standing.types];
  const write = (res: http.ServerResponse, event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) write(client, event, data);
  };
  return {
    connect(req, res, currentEntry) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const runs = new URL(req.url ?? '/', 'http://dev').searchParams.get('entry') ?? '';
      if (currentEntry && runs.replace(/^\.?\//, '') !== currentEntry) write(res, 'reload', {});
      else if (all().length > 0) write(res, 'errors', problemsPayload(all()));
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    setProblems(source, problems) {
      const before = JSON.stringify(all());
      standing[source] = problems;
      if (JSON.stringify(all()) === before) return;
      if (all().length > 0) broadcast('errors', problemsPayload(all()));
      else broadcast('ok', {});
    },
    reload: () => broadcast('reload', {}),
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
