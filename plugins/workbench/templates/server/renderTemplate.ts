import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LIQUID_WORKER_CODE } from './liquidWorker';

/** The answer of a template render: the text, or the error at its line and column. */
export type TemplateResult = { output: string } | { error: { message: string; line: number; col: number } };

const require = createRequire(import.meta.url);

/**
 * How long a worker may take to start (load liquidjs and yaml) before the render is given up: on
 * a loaded machine that alone can take over a second, which must not count against a template.
 */
const START_LIMIT_MS = 30_000;

/**
 * Renders a Liquid template safely: in a `worker_threads` worker terminated when the
 * render runs longer than `timeoutMs` (2 s, counted from the moment the worker has started) — the
 * only hard limit, since liquidjs's limits are cooperative — with
 * `ownPropertyOnly` and the parse, render and memory limits inside. A timeout answers
 * `渲染超时` (render timed out).
 *
 * @example
 * await renderTemplate('{{ table.name | pascal }}', { table: { name: 'order_items' } }); // { output: 'OrderItems' }
 */
export function renderTemplate(
  template: string,
  context: Record<string, unknown>,
  timeoutMs = 2000,
  parseOnly = false,
): Promise<TemplateResult> {
  return new Promise((resolve) => {
    const worker = new Worker(LIQUID_WORKER_CODE, {
      eval: true,
      workerData: {
        parseOnly,
        template,
        context: JSON.parse(JSON.stringify(context)),
        liquidPath: require.resolve('liquidjs'),
        yamlPath: require.resolve('yaml'),
      },
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    const stop = (message: string) => {
      void worker.terminate();
      resolve({ error: { message, line: 1, col: 1 } });
    };
    let timer = setTimeout(
      () => stop(`渲染超时 (the template engine did not start in ${START_LIMIT_MS} ms)`),
      START_LIMIT_MS,
    );
    worker.on('message', (message: TemplateResult | { started: true }) => {
      clearTimeout(timer);
      if ('started' in message) {
        timer = setTimeout(() => stop(`渲染超时 (render timed out after ${timeoutMs} ms)`), timeoutMs);
        return;
      }
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve({ error: { message: error.message, line: 1, col: 1 } });
    });
  });
}

/**
 * Checks a template's Liquid syntax and filter names without rendering it (a template file's
 * save), in the same worker with the same limits: `{ output: '' }` or the error at line:col.
 *
 * @example
 * await checkTemplate('{% if a %}'); // { error: { message: 'tag {% if a %} not closed', line: 1, col: 1 } }
 */
export const checkTemplate = (template: string) => renderTemplate(template, {}, 2000, true);
