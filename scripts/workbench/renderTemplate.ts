import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LIQUID_WORKER_CODE } from './liquidWorker';

/** The answer of a template render: the text, or the error at its line and column. */
export type TemplateResult = { output: string } | { error: { message: string; line: number; col: number } };

const require = createRequire(import.meta.url);

/**
 * Renders a Liquid template safely (§5.8.2): in a `worker_threads` worker terminated after
 * `timeoutMs` (2 s) — the only hard limit, since liquidjs's limits are cooperative — with
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
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ error: { message: `渲染超时 (render timed out after ${timeoutMs} ms)`, line: 1, col: 1 } });
    }, timeoutMs);
    worker.once('message', (result: TemplateResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
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
