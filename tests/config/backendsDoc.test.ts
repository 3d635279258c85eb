import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { schemaValidator } from '../../scripts/config/schemaValidator';
import type { ConfigKind } from '../../scripts/schema/createAjv';

/** Every ```yaml block of docs/backends.md, with the file its first comment line names. */
function examples(): { file: string; data: Record<string, unknown> }[] {
  const doc = readFileSync('docs/backends.md', 'utf8');
  return [...doc.matchAll(/```yaml\n# (\S+)\n([\s\S]*?)```/g)].map(([, file, body]) => ({
    file,
    data: parse(body) as Record<string, unknown>,
  }));
}

const kindOf = (file: string): ConfigKind =>
  file.endsWith('plugin.yaml') ? 'plugin' : file.startsWith('pages/') ? 'page' : 'app';

const fixture = (name: string, file = 'app.yaml') =>
  parse(readFileSync(`tests/fixtures/backends/${name}/config/${file}`, 'utf8')) as Record<string, unknown>;
const fixtureApp = (name: string) => fixture(name);

describe('docs/backends.md', () => {
  it('#13.3 every example config on the page is valid against its schema', () => {
    const found = examples();
    expect(found.map((e) => e.file)).toEqual([
      'app.yaml',
      'app.yaml',
      'app.yaml',
      'pages/articles.yaml',
      'app.yaml',
      'pages/articles.yaml',
      'app.yaml',
      'pages/home.yaml',
      'plugins/shop/plugin.yaml',
      'app.yaml',
    ]);
    for (const { file, data } of found) {
      const { errors } = schemaValidator().validate(kindOf(file), data);
      expect(errors.map((e) => `${file}${e.instancePath} ${e.message}`)).toEqual([]);
    }
  });

  it('#13.5 #28.4 the REST, admin-template and PostgREST examples are the configs the conformance suite runs', () => {
    const [, rest, adminStyle, , postgrest, postgrestPage] = examples();
    expect(rest.data.api).toEqual(fixtureApp('rest').api);
    expect(adminStyle.data.api).toEqual(fixtureApp('adminStyle').api);
    expect((adminStyle.data.http as { successCodes: unknown }).successCodes).toEqual(
      (fixtureApp('adminStyle').http as { successCodes: unknown }).successCodes,
    );
    expect(postgrest.data.api).toEqual(fixtureApp('postgrest').api);
    const { codeField, msgField } = fixtureApp('postgrest').http as Record<string, unknown>;
    expect(postgrest.data.http).toEqual({ codeField, msgField });
    const page = fixture('postgrest', 'pages/articles.yaml');
    expect([postgrestPage.data.provider, postgrestPage.data.resource, postgrestPage.data.api]).toEqual([
      page.provider,
      page.resource,
      page.api,
    ]);
  });
});
