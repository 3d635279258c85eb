import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { buildConsole } from '../build/buildConsole';
import { loadAndValidate, normaliseConfig } from '../config';

/**
 * `npm run bench:config`: the config half of a build at scale. Generates a console of 1,000 pages and
 * 10,000 routes (every title an i18n key present in zh and en), then times loadAndValidate and
 * normaliseConfig + JSON serialisation of the manifest. Exits 1 when a budget is exceeded
 * (validate ≤ 2 s, build ≤ 5 s), so CI notices a regression.
 *
 * @example
 * npm run bench:config
 */
const PAGES = 1_000;
const GROUPS = 100;
const CHILDREN = 99; // 100 groups + 100 × 99 children + the login route ≈ 10,000 routes
const budgets = { validateMs: 2_000, buildMs: 5_000 };

function generate(root: string): number {
  const config = path.join(root, 'config');
  for (const dir of ['pages', 'i18n']) mkdirSync(path.join(config, dir), { recursive: true });
  const strings: Record<string, Record<string, string>> = {
    route: {},
    page: {},
    field: {},
    role: {},
    perm: {},
  };
  const put = (group: string, key: string, text: string) => {
    strings[group][key] = text;
    return `${group}.${key}`;
  };
  const write = (file: string, data: unknown) => writeFileSync(path.join(config, file), stringify(data));
  write('app.yaml', { title: put('route', 'app', 'Bench'), defaultLanguage: 'zh', plugins: [] });
  write('theme.yaml', { layout: 'common' });
  write('permissions.yaml', {
    roles: { Admin: { title: put('role', 'admin', 'Admin'), permissions: ['read:system', 'write:system'] } },
    permissions: {
      'read:system': { title: put('perm', 'read', 'Read') },
      'write:system': { title: put('perm', 'write', 'Write') },
    },
    api: { rules: [{ match: 'GET /**', permission: 'read:system' }], default: 'read:system' },
  });
  for (let f = 0; f < 20; f++) put('field', `f${f}`, `Field ${f}`);
  for (let p = 0; p < PAGES; p++) {
    write(`pages/p${p}.yaml`, {
      kind: 'crud',
      title: put('page', `p${p}`, `Page ${p}`),
      resource: `resource${p}`,
      columns: Array.from({ length: 6 }, (_, c) => ({
        field: `f${c}`,
        title: `field.f${(p + c) % 20}`,
        ...(c === 5 ? { cell: 'actions', permission: ['write:system'] } : { cell: 'text' }),
      })),
      search: { schema: { type: 'object', properties: { f0: { type: 'string', title: 'field.f0' } } } },
      actions: { row: [{ name: 'edit', label: 'field.f1', permission: { permissions: ['write:system'] } }] },
    });
  }
  let count = 1;
  const routes: unknown[] = [
    { path: '/login', name: 'Login', component: 'core/login', meta: { title: 'route.app' } },
  ];
  for (let g = 0; g < GROUPS; g++) {
    const children = Array.from({ length: CHILDREN }, (_, c) => {
      const n = g * CHILDREN + c;
      return {
        path: `item${c}`,
        name: `R${n}`,
        page: `p${n % PAGES}`,
        meta: { title: put('route', `r${n}`, `Route ${n}`), icon: 'home', permission: ['Admin'] },
      };
    });
    count += children.length + 1;
    routes.push({
      path: `/g${g}`,
      name: `G${g}`,
      meta: { title: put('route', `g${g}`, `Group ${g}`), icon: 'folder' },
      children,
    });
  }
  write('routes.yaml', { routes });
  write('i18n/zh.yaml', strings);
  write('i18n/en.yaml', strings);
  return count;
}

async function main(): Promise<number> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jimu-bench-'));
  try {
    cpSync(
      fileURLToPath(new URL('../../plugins/core', import.meta.url)),
      path.join(root, 'plugins', 'core'),
      {
        recursive: true,
      },
    );
    const routeCount = generate(root);
    const started = performance.now();
    const { diagnostics, config } = await loadAndValidate(path.join(root, 'config'));
    const validateMs = performance.now() - started;
    if (!config) {
      console.error(
        `generated config is invalid (${diagnostics.length} diagnostics), first: ${diagnostics[0]?.message}`,
      );
      return 1;
    }
    const buildStarted = performance.now();
    const manifest = JSON.stringify(normaliseConfig(config));
    const buildMs = validateMs + performance.now() - buildStarted;
    // The whole `jimu build` of the same config: validate, normalise, precompile form validators and
    // bundle everything with esbuild into dist/ (what an integrator waits for).
    const fullStarted = performance.now();
    const full = await buildConsole({
      configDir: path.join(root, 'config'),
      outDir: path.join(root, 'dist'),
    });
    const fullMs = performance.now() - fullStarted;
    if (!full.ok) {
      console.error(
        `jimu build failed on the generated config: ${full.bundleErrors[0] ?? full.diagnostics[0]?.message}`,
      );
      return 1;
    }
    const figures = [
      `config bench: ${PAGES} pages, ${routeCount} routes, ${config.files.length} files`,
      `  validate (loadAndValidate)            ${validateMs.toFixed(0).padStart(6)} ms  (budget ${budgets.validateMs} ms)`,
      `  build (validate + normalise + JSON)   ${buildMs.toFixed(0).padStart(6)} ms  (budget ${budgets.buildMs} ms)`,
      `  manifest size                         ${(manifest.length / 1024 / 1024).toFixed(1).padStart(6)} MB`,
      `  full jimu build (+ esbuild bundle)    ${fullMs.toFixed(0).padStart(6)} ms  (budget ${budgets.buildMs} ms)`,
    ];
    console.log(figures.join('\n'));
    const ok = validateMs <= budgets.validateMs && buildMs <= budgets.buildMs && fullMs <= budgets.buildMs;
    console.log(ok ? '✔ within budget' : '✖ over budget');
    return ok ? 0 : 1;
  } finally {
    if (!process.env.JIMU_BENCH_KEEP) rmSync(root, { recursive: true, force: true });
    else console.log(root);
  }
}

process.exitCode = await main();
