import { createHash } from 'node:crypto';
import qs from 'qs';
import { qsOptions, qsStringifyOptions } from '../../../../runtime/data/qsOptions';
import type { DataSource } from '../../../../schemas/types.gen';
import { authOf } from '../../../../server/auth/authGate';
import { passwordEnvProblem } from '../../../../server/database/passwordEnv';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, send } from '../../../../server/http/envelope';
import { isRecord } from '../../../../server/http/isRecord';
import { liveSourceOf } from '../../generator/server/liveSourceOf';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import type { API_RUN } from './apiBodies';
import type { ApiEndpoint } from './apiTypes';
import { projectConfig, projectEndpoints } from './projectApis';
import { projectRunner, type RunCall, runProjectCall } from './projectRunner';

type Row = Record<string, unknown>;

/** A path a project's console could be called on: one path, no host, no way out of it. */
const PATH = /^\/(?!\/)[A-Za-z0-9_\-./:~%]*$/;

/** Whether an endpoint's path (`/x/{id}`, `/x/:id`) names this concrete path. */
const pathMatches = (template: string, path: string) => {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => part === got[i] || (/^(\{[^}]+\}|:\w+)$/.test(part) && got[i] !== ''))
  );
};

/**
 * The password the workbench keeps for a source of a project's dataSources.yaml: that of the
 * project's saved source that the entry was generated from — same name, host, port, database and
 * user — so a hand-edited host never receives a password saved for another. Undefined otherwise:
 * the variable the entry's `passwordEnv` names is read as `jimu serve` reads it.
 */
function passwordOf(ctx: WorkbenchContext, projectId: number) {
  return (source: DataSource): string | undefined => {
    for (const row of ctx.rows('dataSources') as Row[]) {
      if (String(row.projectId) !== String(projectId)) continue;
      const entry = liveSourceOf(row);
      if (
        !entry ||
        entry.name !== source.name ||
        entry.host !== source.host ||
        entry.port !== (source.port ?? 5432) ||
        entry.database !== source.database ||
        entry.user !== source.user
      )
        continue;
      const stored = ctx.secrets.get(Number(row.id));
      if (stored !== undefined) return stored;
      const env = typeof row.passwordEnv === 'string' ? row.passwordEnv : '';
      if (env && !passwordEnvProblem(env)) return process.env[env];
    }
    return undefined;
  };
}

/** The call as the project's server would receive it: a path of its own, the query as a URL gives it. */
function callOf(body: BodyOf<typeof API_RUN>): RunCall {
  const [path = '', search = ''] = body.path.split(/\?(.*)/s, 2);
  if (!PATH.test(path) || path.split('/').some((part) => part === '..' || part === '.'))
    throw new ApiError(400, '路径须以 / 开头，只含字母、数字和 - _ . / : ~ %，不含主机名', {
      fieldErrors: { path: '路径无效' },
    });
  // Values travel as the console's client puts them in a URL, and come back as its server reads them.
  const given = isRecord(body.query) ? body.query : {};
  const text = [search, qs.stringify(given, qsStringifyOptions)].filter(Boolean).join('&');
  return { method: body.method, path, query: qs.parse(text, qsOptions), body: body.body };
}

/**
 * 运行 on an endpoint of a project that is not this console (POST /workbench/apis/run): the
 * workbench's server answers it as the project's own server would, with nothing opened to the
 * outside. Only a method and path among the project's endpoints (derived from its config or
 * stored) may be run; the caller's roles must pass the project's permissions.yaml for it (403
 * naming the rule otherwise); then a bound page's call is answered by SQL on its table through the
 * project's data sources (hosts checked against the allow-list), an offline copy's from the
 * workbench's copy of the project's seed. Any other endpoint (a session call) is answered only by
 * the project's console server: 501 naming the command that starts it.
 *
 * @example
 * route({ method: 'POST', path: '/workbench/apis/run', body: API_RUN, handler: runEndpoint });
 */
export async function runEndpoint({ ctx, body, req, res }: WorkbenchCall<BodyOf<typeof API_RUN>>) {
  const project = ctx.project(body.projectId);
  if (project.seed) throw new ApiError(409, 'JIMU 的接口就是本控制台的接口：运行直接发往本服务器，无需转交');
  const call = callOf(body);
  const root = await ctx.root(project);
  const { endpoints, explain } = await projectEndpoints(
    root,
    ctx.places.pluginsDir,
    project.id,
    ctx.rows('apis'),
  );
  const known = endpoints.some(
    (e: ApiEndpoint) => e.method === call.method && pathMatches(e.path, call.path),
  );
  if (!known || !explain)
    throw new ApiError(404, `${call.method} ${call.path} 不是项目 ${project.code} 的接口`);
  const access = explain(call.method, call.path);
  const roles = new Set(authOf(res).user.roles);
  if (!access.public && !access.roles.some((r) => r.allowed && roles.has(r.role)))
    throw new ApiError(
      403,
      `无权限执行此操作：项目 ${project.code} 的规则 ${access.rule} 需要 ${access.permission ?? '（无规则允许）'}`,
      {
        rule: access.rule,
        permission: access.permission,
      },
    );
  const { config, stamp } = await projectConfig(root, ctx.places.pluginsDir);
  if (!config) throw new ApiError(409, `项目 ${project.code} 的配置未通过校验`);
  // A source saved again with another password opens new pools: the passwords are part of the key.
  const passwords = passwordOf(ctx, project.id);
  const secrets = createHash('sha256')
    .update(JSON.stringify((config.dataSources?.sources ?? []).map((source) => passwords(source) ?? null)))
    .digest('hex');
  const runner = projectRunner({
    scope: ctx.places.dataDir,
    code: project.code,
    root,
    stamp: `${stamp}|${secrets}`,
    config,
    passwordOf: passwords,
  });
  if (call.method !== 'GET')
    ctx.log(req, res, {
      projectId: project.id,
      kind: 'api.run',
      summary: `ran ${call.method} ${call.path}`,
    });
  if (await runProjectCall(runner, req, res, call)) return;
  send(
    res,
    501,
    `${call.method} ${call.path} 由项目的控制台服务器回答：请用 jimu serve --project ${project.code} 启动后在其中调用`,
    null,
  );
}
