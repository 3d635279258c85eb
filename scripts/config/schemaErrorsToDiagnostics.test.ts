import { describe, expect, it } from 'vitest';
import type { ConfigKind } from '../schema/createAjv';
import { reportSchemaErrors } from './schemaErrorsToDiagnostics';
import { schemaValidator } from './schemaValidator';
import { SourceDocument } from './sourceDocument';

function check(kind: ConfigKind, text: string) {
  const doc = SourceDocument.parse(`config/${kind}.yaml`, text);
  reportSchemaErrors(doc, schemaValidator().validate(kind, doc.data).errors);
  return doc.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`);
}

describe('schema errors become one located message per place', () => {
  it('names an unknown key at the key, with the closest allowed key', () => {
    expect(check('theme', 'layout: common\nshowTab: true\n')).toEqual([
      "2:1 unknown-key showTab: unknown key 'showTab' — did you mean 'showTabs'?",
    ]);
  });

  it('reports a type error at the value, and only the type error (no enum echo)', () => {
    expect(check('theme', 'layout: 3\n')).toEqual(['1:9 schema-type layout: expected string, got integer']);
  });

  it('collapses anyOf into the branch whose type matched', () => {
    const routes = (permission: string) =>
      `routes:\n  - path: /\n    name: Root\n    meta: { title: t, permission: ${permission} }\n`;
    expect(check('routes', routes('Admin'))).toEqual([
      '4:35 schema-type routes[0].meta.permission: expected array or object, got string',
    ]);
    expect(check('routes', routes('{ roles: [Admin], mod: allOf }'))).toEqual([
      "4:53 unknown-key routes[0].meta.permission.mod: unknown key 'mod' — did you mean 'mode'?",
    ]);
  });

  it('does not repeat a missing required key that an unknown key is a typo of', () => {
    expect(check('routes', 'routes:\n  - path: /\n    name: R\n    meta: { titel: t }\n')).toEqual([
      "4:13 unknown-key routes[0].meta.titel: unknown key 'titel' — did you mean 'title'?",
    ]);
  });

  it('explains page kinds and conflicting keys', () => {
    expect(check('page', 'kind: crudd\ntitle: t\n')).toEqual([
      "1:7 schema-enum kind: 'crudd' is not one of crud, form, detail, dashboard — did you mean 'crud'?",
    ]);
    const conflict = check('routes', 'routes:\n  - path: /\n    name: R\n    page: a\n    component: p/b\n');
    expect(conflict).toEqual([
      "5:5 schema-conflict routes[0].component: 'component' cannot be used together with 'page'",
    ]);
  });

  it('collects x-i18n and x-icon values while validating', () => {
    const { annotations } = schemaValidator().validate('routes', {
      routes: [{ path: '/', name: 'R', meta: { title: 'route.root', icon: 'home' } }],
    });
    expect(annotations.map((a) => [a.kind, a.pointer, a.value])).toEqual([
      ['i18n', '/routes/0/meta/title', 'route.root'],
      ['icon', '/routes/0/meta/icon', 'home'],
    ]);
  });
});
