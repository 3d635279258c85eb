import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referenceFile, renderReference } from './renderReference';

describe('renderReference', () => {
  const rendered = renderReference();

  it('docs/config-schemas.md matches the schemas (run `npm run gen:types` after changing a schema)', () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../${referenceFile}`, import.meta.url)), 'utf8');
    expect(committed === rendered, 'docs/config-schemas.md is stale: run `npm run gen:types`').toBe(true);
  });

  it('K-01 K-04 lists nested keys with their type and default', () => {
    expect(rendered).toContain('| `http.timeout` | integer | `10000` |');
    expect(rendered).toContain('| `http.loginRSA` | boolean | `false` |');
    expect(rendered).toContain('| `auth.authentication` | `intelligence` \\| `all` | `"intelligence"` |');
  });

  it('marks i18n keys, icons and required keys, and links shared definitions', () => {
    expect(rendered).toMatch(
      /\| `title` \| string \| {2}\| i18n key of the route's title[^\n]*\*\*Required\.\*\* \*i18n key\.\*/,
    );
    expect(rendered).toMatch(/\| `icon` \| string \| {2}\| Icon name[^\n]*\*icon\.\*/);
    expect(rendered).toContain('| `permission` | [RoutePermission](#routepermission) |');
    expect(rendered).toContain('### PageColumn');
  });

  it('escapes what would break a table row or read as HTML', () => {
    const rows = rendered.split('\n').filter((line) => line.startsWith('| `'));
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length, row).toBe(6);
    expect(rendered).not.toMatch(/[^`]<plugin>/);
  });
});
