import { describe, expect, it } from 'vitest';
import { SourceDocument } from './sourceDocument';

const yaml = [
  'title: app.title', //                                   line 1
  'http:', //                                              line 2
  '  timeout: 10000', //                                   line 3
  'routes:', //                                            line 4
  '  - path: /', //                                        line 5
  '    meta: { title: route.root, hiden: true }', //       line 6
  '  - { path: /b, name: B }', //                          line 7
].join('\n');

describe('SourceDocument positions', () => {
  const doc = SourceDocument.parse('config/x.yaml', yaml);

  it('maps a path to the key or the value, 1-based', () => {
    expect(doc.ok).toBe(true);
    expect(doc.locate(['title'], 'key')).toEqual({ line: 1, col: 1 });
    expect(doc.locate(['title'], 'value')).toEqual({ line: 1, col: 8 });
    expect(doc.locate(['http', 'timeout'], 'key')).toEqual({ line: 3, col: 3 });
    expect(doc.locate(['http', 'timeout'], 'value')).toEqual({ line: 3, col: 12 });
  });

  it('walks sequences and flow maps', () => {
    expect(doc.locate(['routes', 0, 'meta', 'hiden'], 'key')).toEqual({ line: 6, col: 32 });
    expect(doc.locate(['routes', '1', 'name'], 'value')).toEqual({ line: 7, col: 23 });
    expect(doc.locate(['routes', 1], 'key')).toEqual({ line: 7, col: 5 });
  });

  it('falls back to the deepest existing node for a missing key', () => {
    expect(doc.locate(['routes', 1, 'meta'], 'key')).toEqual({ line: 7, col: 5 });
    expect(doc.locate(['nothing', 'here'])).toEqual({ line: 1, col: 1 });
    expect(doc.locate(['routes', 9])).toEqual({ line: 5, col: 3 });
  });

  it('reports every YAML syntax error with its position, tabs and duplicate keys with their own codes', () => {
    const bad = SourceDocument.parse('a.yaml', 'a: 1\na: 2\nb:\n\t- x\n');
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([
      ['duplicate-key', 2, 1],
      ['yaml-tab', 4, 1],
    ]);
    expect(bad.data).toBeUndefined();
  });

  it('parses JSON strictly but keeps YAML positions', () => {
    const json = SourceDocument.parse('t.json', '{\n  "layout": "common",\n  "collapse": "no"\n}');
    expect(json.data).toEqual({ layout: 'common', collapse: 'no' });
    expect(json.locate(['collapse'], 'value')).toEqual({ line: 3, col: 15 });
    const trailing = SourceDocument.parse('t.json', '{\n  "a": 1,\n}');
    expect(trailing.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([['json-syntax', 3, 1]]);
    const truncated = SourceDocument.parse('t.json', '{"a": ');
    expect(truncated.diagnostics[0]).toMatchObject({ code: 'json-syntax', line: 1, col: 7 });
  });

  it('turns an alias bomb into a diagnostic instead of hanging or throwing', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 8; i++)
      lines.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(', ')}]`,
      );
    const bomb = SourceDocument.parse('bomb.yaml', lines.join('\n'));
    expect(bomb.ok).toBe(false);
    expect(bomb.diagnostics[0].code).toBe('yaml-syntax');
  });
});

describe('SourceDocument: an unclosed flow collection', () => {
  it('reports a missing } at the line it is missing from, not where the parser noticed (line 9, not 10)', () => {
    const page = [
      'kind: crud', //                                               line 1
      'title: page.users.title', //                                  line 2
      'resource: users', //                                          line 3
      'provider: rest', //                                           line 4
      'columns:', //                                                 line 5
      '  - { field: id, title: field.id }', //                       line 6
      '  - { field: name, title: field.name }', //                   line 7
      '  # the next one is not closed', //                           line 8
      '  - { field: email, title: field.email', //                   line 9
      '  - { field: phone, title: field.phone }', //                 line 10
    ].join('\n');
    const doc = SourceDocument.parse('config/pages/users.yaml', page);
    expect(doc.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([['yaml-syntax', 9, 39]]);
  });

  it('skips blank and comment lines back to the fault, and keeps a fault found on its own line', () => {
    const seq = SourceDocument.parse('a.yaml', 'a: [1, 2\n\n# note\nb: 3\n');
    expect(seq.diagnostics.map((d) => [d.line, d.col])).toEqual([[1, 9]]);
    const atEnd = SourceDocument.parse('a.yaml', 'a: 1\nplugins: [shop');
    expect(atEnd.diagnostics.map((d) => [d.line, d.col])).toEqual([[2, 15]]);
  });
});
