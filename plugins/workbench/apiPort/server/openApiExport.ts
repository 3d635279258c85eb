import type { ApiEndpoint } from './apiTypes';

type Json = Record<string, unknown>;

const envelopeOf = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

const json = (schema: Json) => ({ 'application/json': { schema } });

/** A unique, OpenAPI-safe operationId from method and path (`GET /a/{id}` → `get_a_id`). */
const operationId = (e: ApiEndpoint, taken: Set<string>) => {
  const base = `${e.method.toLowerCase()}${e.path.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
};

function operationOf(e: ApiEndpoint, taken: Set<string>): Json {
  const params = Object.entries((e.query?.properties as Json | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    schema,
  }));
  const pathParams = [...e.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const data = e.response ?? {};
  const who = e.access.public
    ? 'public'
    : `needs ${e.access.permission ?? '(nothing allows it)'} — rule \`${e.access.rule}\`; roles: ${
        e.access.roles
          .filter((r) => r.allowed)
          .map((r) => r.role)
          .join(', ') || 'none'
      }`;
  return {
    operationId: operationId(e, taken),
    summary: e.name,
    tags: [e.group],
    description: [e.description, who].filter(Boolean).join('\n\n'),
    ...(params.length + pathParams.length > 0 ? { parameters: [...pathParams, ...params] } : {}),
    ...(e.body && e.method !== 'GET' ? { requestBody: { required: true, content: json(e.body) } } : {}),
    responses: {
      '200': { description: 'success', content: json(e.envelope ? envelopeOf(data) : data) },
      ...(e.access.public
        ? {}
        : { '401': { description: 'no or invalid token' }, '403': { description: who } }),
    },
    ...(e.access.public ? { security: [] } : {}),
    'x-jimu-source': e.source,
    'x-jimu-permission': e.access.permission,
    'x-jimu-rule': e.access.rule,
    'x-jimu-used-by': e.usedBy,
  };
}

/**
 * An OpenAPI 3.1 document of a project's endpoints (导出 OpenAPI): tags by group, query and
 * body schemas, the envelope around each answer's `data`, the bearer token on every call that is
 * not public, and who may call it (rule, permission, roles) in the description and `x-jimu-*` keys.
 *
 * @example
 * exportOpenApi('积木工作台', endpoints).paths['/userManagement/getList'].get.responses['200'];
 */
export function exportOpenApi(title: string, endpoints: readonly ApiEndpoint[]): Json {
  const paths: Record<string, Json> = {};
  const taken = new Set<string>();
  for (const e of endpoints) {
    const method = e.method.toLowerCase();
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || !e.path.startsWith('/')) continue;
    paths[e.path] ??= {};
    if (!paths[e.path][method]) paths[e.path][method] = operationOf(e, taken);
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0', description: 'Exported by the Jimu workbench (API management).' },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    tags: [...new Set(endpoints.map((e) => e.group))].map((name) => ({ name })),
    paths,
  };
}
