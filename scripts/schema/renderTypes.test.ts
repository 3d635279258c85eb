import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderTypes, schemaTitles, typesFile } from './renderTypes';

const committedPath = fileURLToPath(new URL(`../../${typesFile}`, import.meta.url));

describe('renderTypes', async () => {
  const rendered = await renderTypes();
  const exported = [...rendered.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1]);

  it('schemas/types.gen.ts matches the schemas (run `npm run gen:types` after changing a schema)', () => {
    const committed = readFileSync(committedPath, 'utf8');
    expect(committed === rendered, 'schemas/types.gen.ts is stale: run `npm run gen:types`').toBe(true);
  });

  it('exports the type names the runtime and CLI import', () => {
    expect(exported).toEqual(
      expect.arrayContaining([
        'AppConfig',
        'ThemeConfig',
        'RoutesConfig',
        'RouteEntry',
        'RouteMeta',
        'RoutePermission',
        'PermissionsConfig',
        'PageConfig',
        'CrudPageConfig',
        'FormPageConfig',
        'DetailPageConfig',
        'DashboardPageConfig',
        'PageColumn',
        'PageAction',
        'I18nTable',
        'PluginDeclaration',
      ]),
    );
  });

  it('declares each type once, under the title its schema gives it', () => {
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.filter((name) => /\d$/.test(name))).toEqual([]);
    expect(exported).toEqual(expect.arrayContaining(schemaTitles()));
  });

  it('makes PageConfig the union of the four page kinds', () => {
    expect(rendered).toMatch(
      /export type PageConfig = CrudPageConfig \| FormPageConfig \| DetailPageConfig \| DashboardPageConfig;/,
    );
  });
});
