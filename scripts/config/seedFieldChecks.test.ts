import { describe, expect, it } from 'vitest';
import type { ConfigFiles } from './loadConfigFiles';
import { checkSeedFields, type SeedData } from './seedFieldChecks';
import { SourceDocument } from './sourceDocument';

const page = [
  'kind: crud', //                                                          line 1
  'title: t', //                                                            line 2
  'resource: people', //                                                    line 3
  'provider: rest', //                                                      line 4
  'columns:', //                                                            line 5
  '  - { field: name, title: n }', //                                       line 6
  '  - { field: address.city, title: c }', //                               line 7
  '  - { field: mail, title: m }', //                                       line 8
  '  - { field: dept, title: d }', //                                       line 9
  'search:', //                                                             line 10
  '  schema:', //                                                           line 11
  '    type: object', //                                                    line 12
  '    properties:', //                                                     line 13
  '      name: { type: string }', //                                        line 14
  '      q: { type: string }', //                                           line 15
  '      age_gte: { type: number }', //                                     line 16
  '      stauts: { type: string }', //                                      line 17
  'api:', //                                                                line 18
  '  list: { search: { q: { param: q } } }', //                             line 19
  'edit:', //                                                               line 20
  '  schema: { type: object, properties: { name: { type: string }, nick: { type: string } } }',
].join('\n');

const seed = (resolve: SeedData['resolve']): SeedData => ({
  file: 'mock-db.json',
  collections: {
    people: [
      { id: 1, name: 'a', address: { city: 'x' }, status: 'on', email: null },
      { id: 2, name: 'b' },
    ],
  },
  resolve,
});

function check(data: SeedData): string[] {
  const doc = SourceDocument.parse('pages/people.yaml', page);
  checkSeedFields({ pages: new Map([['people', doc]]) } as ConfigFiles, data);
  return doc.diagnostics.map((d) => `${d.line}:${d.col} ${d.severity} ${d.code} ${d.message}`);
}

describe('checkSeedFields', () => {
  it('warns about each column, search and form field no record has, with a suggestion', () => {
    const added = (resource: string) => ({ collection: resource, added: ['dept'] });
    expect(check(seed(added))).toEqual([
      "8:14 warning unknown-field column field 'mail' is in no record of 'people' (mock-db.json) — did you mean 'email'?",
      "17:7 warning unknown-field search field 'stauts' is in no record of 'people' (mock-db.json) — did you mean 'status'?",
      "21:65 warning unknown-field form field 'nick' is in no record of 'people' (mock-db.json)",
    ]);
  });

  it('says nothing about a resource the seed does not hold', () => {
    expect(check(seed(() => undefined))).toEqual([]);
    expect(check(seed(() => ({ collection: 'elsewhere' })))).toEqual([]);
  });
});
