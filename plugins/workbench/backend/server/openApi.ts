import type { GenColumn, GenTable } from '../../generator/server/genTypes';

type Json = Record<string, unknown>;

const schemaOf = (column: GenColumn): Json => ({
  type: column.nullable ? [column.jsonType, 'null'] : column.jsonType,
  ...(column.format ? { format: column.format } : {}),
  ...(column.enumValues ? { enum: column.nullable ? [...column.enumValues, null] : column.enumValues } : {}),
  ...(column.jsonType === 'array' ? { items: { type: 'string' } } : {}),
});

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

/**
 * An OpenAPI 3.1 document of a generated page's envelope endpoints: `getList` with the
 * search form's fields as query parameters, `doEdit` with the edit schema as body, `doDelete`
 * with ids; every call needs the bearer token.
 *
 * @example
 * openApiOf([genTable], 'Orders console').paths['/orders/getList'];
 */
export function openApiOf(tables: readonly GenTable[], title: string): Json {
  const paths: Json = {};
  const schemas: Json = {};
  for (const table of tables) {
    const name = table.resource.charAt(0).toUpperCase() + table.resource.slice(1);
    schemas[name] = {
      type: 'object',
      properties: Object.fromEntries(table.columns.map((c) => [c.field, schemaOf(c)])),
    };
    const ref = { $ref: `#/components/schemas/${name}` };
    paths[`/${table.resource}/getList`] = {
      get: {
        operationId: `${table.resource}GetList`,
        summary: `List ${table.titleEn}`,
        parameters: [
          { name: 'pageNo', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1 } },
          ...table.columns
            .filter((c) => c.inSearch)
            .map((c) => ({
              name: c.field,
              in: 'query',
              description: c.searchOperator === 'like' ? 'contains' : 'equals',
              schema: { type: c.jsonType === 'integer' || c.jsonType === 'number' ? c.jsonType : 'string' },
            })),
        ],
        responses: {
          '200': {
            description: 'one page of records',
            content: {
              'application/json': {
                schema: envelope({
                  type: 'object',
                  properties: { list: { type: 'array', items: ref }, total: { type: 'integer' } },
                }),
              },
            },
          },
        },
      },
    };
    paths[`/${table.resource}/doEdit`] = {
      post: {
        operationId: `${table.resource}DoEdit`,
        summary: `Create (without ${table.rowKey}) or update ${table.titleEn}`,
        requestBody: { required: true, content: { 'application/json': { schema: ref } } },
        responses: {
          '200': {
            description: 'the saved record',
            content: { 'application/json': { schema: envelope(ref) } },
          },
        },
      },
    };
    paths[`/${table.resource}/doDelete`] = {
      post: {
        operationId: `${table.resource}DoDelete`,
        summary: `Delete ${table.titleEn}`,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['ids'],
                properties: { ids: { oneOf: [{ type: 'array', items: {} }, {}] } },
              },
            },
          },
        },
        responses: {
          '200': { description: 'deleted', content: { 'application/json': { schema: envelope({}) } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    security: [{ bearer: [] }],
    paths,
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}
