import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

/** The environment variable the bound source's password is read from. */
export const PASSWORD_ENV = 'JIMU_SOURCE_LIVE_TEST';

const yamlFile = (path: string, data: unknown) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, stringify(data));
};

/** A console folder with the blank project's roles and rules, one data source and bound pages. */
export function writeConfig(dir: string, port: number) {
  yamlFile(join(dir, 'permissions.yaml'), {
    roles: {
      Admin: { title: 'role.admin', permissions: ['read:system', 'write:system', 'delete:system'] },
      Editor: { title: 'role.editor', permissions: ['read:system', 'write:system'] },
      Test: { title: 'role.test', permissions: ['read:system'] },
    },
    permissions: {
      'read:system': { title: 'p.read' },
      'write:system': { title: 'p.write' },
      'delete:system': { title: 'p.delete' },
    },
    api: {
      public: ['POST /login', 'GET /publicKey'],
      rules: [
        { match: 'POST /**/doDelete', permission: 'delete:system' },
        { match: 'POST /**', permission: 'write:system' },
        { match: 'GET /**', permission: 'read:system' },
      ],
    },
  });
  yamlFile(join(dir, 'dataSources.yaml'), {
    sources: [
      {
        name: 'chinook',
        type: 'postgres',
        host: '127.0.0.1',
        port,
        database: 'chinook',
        user: 'jimu_app',
        passwordEnv: PASSWORD_ENV,
        timeoutMs: 1500,
      },
    ],
  });
  const page = (resource: string, extra: Record<string, unknown>) => ({
    kind: 'crud',
    title: `page.${resource}`,
    resource,
    ...extra,
  });
  const column = (field: string) => ({ field, title: `f.${field}` });
  yamlFile(
    join(dir, 'pages', 'customer.yaml'),
    page('customer', {
      binding: { source: 'chinook', table: 'customer', search: { country: 'in' } },
      rowKey: 'customerId',
      columns: ['customerId', 'firstName', 'lastName', 'email', 'country'].map(column),
      search: {
        schema: {
          type: 'object',
          properties: { firstName: { type: 'string' }, country: { type: 'string' } },
        },
      },
      edit: {
        schema: {
          type: 'object',
          required: ['firstName', 'lastName', 'email'],
          properties: {
            firstName: { type: 'string', minLength: 1, maxLength: 40 },
            lastName: { type: 'string', minLength: 1, maxLength: 20 },
            email: { type: 'string', format: 'email' },
            country: { type: 'string' },
            supportRepId: { type: 'integer' },
          },
        },
      },
    }),
  );
  yamlFile(
    join(dir, 'pages', 'invoice.yaml'),
    page('invoice', {
      binding: {
        source: 'chinook',
        table: 'invoice',
        search: { total: 'range', invoiceDate: 'range' },
        references: { customerId: { display: 'last_name' } },
      },
      rowKey: 'invoiceId',
      columns: ['invoiceId', 'customerId', 'invoiceDate', 'total'].map(column),
      search: {
        schema: {
          type: 'object',
          properties: {
            customerId: { type: 'integer' },
            total: { type: 'string' },
            invoiceDate: { type: 'string' },
          },
        },
      },
      edit: {
        schema: {
          type: 'object',
          required: ['customerId', 'invoiceDate', 'total'],
          properties: {
            customerId: { type: 'integer' },
            invoiceDate: { type: 'string' },
            total: { type: 'string', pattern: '^-?\\d{1,8}(\\.\\d{1,2})?$' },
            billingCountry: { type: 'string' },
          },
        },
      },
    }),
  );
  // No `required`: a missing NOT NULL column reaches the database, whose refusal is located.
  yamlFile(
    join(dir, 'pages', 'track.yaml'),
    page('track', {
      binding: { source: 'chinook', table: 'track' },
      columns: ['trackId', 'name', 'genreId', 'unitPrice'].map(column),
      edit: {
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            mediaTypeId: { type: 'integer' },
            genreId: { type: 'integer' },
            milliseconds: { type: 'integer' },
            unitPrice: { type: 'string' },
          },
        },
      },
    }),
  );
  yamlFile(
    join(dir, 'pages', 'genre.yaml'),
    page('genre', {
      binding: { source: 'chinook', table: 'genre' },
      columns: ['genreId', 'name'].map(column),
      edit: { schema: { type: 'object', properties: { name: { type: 'string' } } } },
    }),
  );
  yamlFile(
    join(dir, 'pages', 'invoiceLine.yaml'),
    page('invoiceLine', {
      binding: { source: 'chinook', table: 'invoice_line' },
      columns: ['invoiceLineId', 'quantity'].map(column),
      edit: { schema: { type: 'object', properties: { quantity: { type: 'integer' } } } },
    }),
  );
  yamlFile(
    join(dir, 'pages', 'playlistTrack.yaml'),
    page('playlistTrack', {
      binding: { source: 'chinook', table: 'playlist_track' },
      columns: ['playlistId', 'trackId'].map(column),
    }),
  );
  yamlFile(
    join(dir, 'pages', 'shipment.yaml'),
    page('shipment', {
      binding: { source: 'chinook', table: 'shipment' },
      columns: ['shipmentId', 'shippedAt', 'payload', 'tags'].map(column),
      edit: {
        schema: {
          type: 'object',
          properties: { shippedAt: { type: 'string' }, payload: { type: 'object' }, tags: { type: 'array' } },
        },
      },
    }),
  );
}
