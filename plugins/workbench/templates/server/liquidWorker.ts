/**
 * The code of the Liquid worker (run with `new Worker(code, { eval: true })`, so it needs no
 * loader): liquidjs with `ownPropertyOnly` (no prototype access), parse/render/memory limits and
 * the template filters (to_yaml, camel, plural, indent …); answers `{ output }` or
 * `{ error: { message, line, col } }`.
 */
export const LIQUID_WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Liquid } = require(workerData.liquidPath);
const { stringify } = require(workerData.yamlPath);
const words = (s) => String(s).replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean);
const engine = new Liquid({ ownPropertyOnly: true, parseLimit: 100000, renderLimit: 1000, memoryLimit: 10000000, strictFilters: true });
engine.registerFilter('to_yaml', (v) => stringify(v, { lineWidth: 0, aliasDuplicateObjects: false }));
engine.registerFilter('to_json', (v) => JSON.stringify(v, null, 2));
engine.registerFilter('camel', (s) => words(s).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w.toLowerCase())).join(''));
engine.registerFilter('pascal', (s) => words(s).map((w) => w[0].toUpperCase() + w.slice(1)).join(''));
engine.registerFilter('kebab', (s) => words(s).map((w) => w.toLowerCase()).join('-'));
engine.registerFilter('snake', (s) => words(s).map((w) => w.toLowerCase()).join('_'));
engine.registerFilter('plural', (s) => (/s$/.test(s) ? s : s + 's'));
engine.registerFilter('indent', (s, n) => String(s).split('\\n').map((l) => ' '.repeat(n || 2) + l).join('\\n'));
// Loaded and ready: the render's own time limit starts now, not while the worker was starting.
parentPort.postMessage({ started: true });
// parseOnly: a save checks the syntax (and the filter names) without rendering anything.
const run = workerData.parseOnly
  ? Promise.resolve().then(() => (engine.parse(workerData.template), ''))
  : engine.parseAndRender(workerData.template, workerData.context);
run
  .then((output) => parentPort.postMessage({ output }))
  .catch((error) => {
    const position = error.token && error.token.getPosition ? error.token.getPosition() : [1, 1];
    parentPort.postMessage({ error: { message: String(error.message).split(', line:')[0], line: position[0], col: position[1] } });
  });
`;
