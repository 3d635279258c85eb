import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the worker found: `data` only when the text parsed with no error, warning, repeated key or non-JSON tag. */
export type WorkerParse = { clean: true; data: unknown } | { clean: false };

/**
 * Plain CommonJS run by the worker: only `yaml`, no TypeScript (a worker does not inherit tsx's
 * loader). It answers "clean + data" or "not clean"; anything not clean is parsed again on the main
 * thread by SourceDocument, which owns every diagnostic, so no reporting logic is duplicated here.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const YAML = require(workerData.yamlPath);
const JSON_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((n) => 'tag:yaml.org,2002:' + n));
function repeatsKeyOrTag(root) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node && node.tag !== undefined && !JSON_TAGS.has(node.tag)) return true;
    if (YAML.isMap(node)) {
      const seen = new Set();
      for (const pair of node.items) {
        const key = YAML.isScalar(pair.key) ? pair.key.value : pair.key;
        if (seen.has(key)) return true;
        seen.add(key);
        stack.push(pair.key, pair.value);
      }
    } else if (YAML.isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return false;
}
parentPort.on('message', (texts) => {
  parentPort.postMessage(texts.map((text) => {
    try {
      const doc = YAML.parseDocument(text, { uniqueKeys: false });
      if (doc.errors.length || doc.warnings.length || repeatsKeyOrTag(doc.contents)) return { clean: false };
      return { clean: true, data: doc.toJS({ maxAliasCount: 1000 }) };
    } catch {
      return { clean: false };
    }
  }));
});
`;

/**
 * Parses YAML texts on a worker thread while the main thread parses others: on a large config
 * (a thousand pages, ten thousand routes) YAML parsing is most of `jimu validate`'s time, and it
 * splits cleanly across cores. Resolves with one answer per text, in order; if the worker cannot
 * start or fails, every answer is "not clean" and the caller parses on the main thread.
 *
 * @example
 * const [first] = await parseInWorker(['a: 1']); // { clean: true, data: { a: 1 } }
 */
export function parseInWorker(texts: string[]): Promise<WorkerParse[]> {
  const fallback = (): WorkerParse[] => texts.map(() => ({ clean: false }));
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      const yamlPath = createRequire(import.meta.url).resolve('yaml');
      worker = new Worker(workerSource, { eval: true, workerData: { yamlPath } });
    } catch {
      resolve(fallback());
      return;
    }
    const finish = (answers: WorkerParse[]) => {
      resolve(answers);
      void worker.terminate();
    };
    worker.once('message', (answers: WorkerParse[]) => finish(answers));
    worker.once('error', () => finish(fallback()));
    worker.postMessage(texts);
  });
}
