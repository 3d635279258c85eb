import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeValues } from './writeValues';

const APP = `# yaml-language-server: $schema=../schemas/app.schema.json
# a comment that must stay
title: app.title
http:
  baseURL: /
  successCodes: [200, 0]
tabs:
  keepAliveMax: 10
plugins: [workbench, showcase]
`;

describe('#14.2 §5.5 settings written into the YAML file', () => {
  it('#14.2 one changed leaf changes one line; comments, modeline and flow style stay', () => {
    const before = {
      title: 'app.title',
      http: { baseURL: '/', successCodes: [200, 0] },
      tabs: { keepAliveMax: 10 },
    };
    const after = { ...before, tabs: { keepAliveMax: 5 } };
    expect(writeValues(APP, before, after)).toBe(APP.replace('keepAliveMax: 10', 'keepAliveMax: 5'));
  });

  it('#14.2 defaults the form filled in but the user did not change are not written', () => {
    const filled = { title: 'app.title', titleReverse: false, tabs: { keepAliveMax: 10 } };
    expect(writeValues(APP, filled, filled)).toBe(APP);
  });

  it('#14.2 a new key is added, a cleared one removed, a missing parent created', () => {
    const text = 'layout: common\n';
    expect(writeValues(text, { layout: 'common' }, { layout: 'column', tabs: { keepAliveMax: 3 } })).toBe(
      'layout: column\ntabs:\n  keepAliveMax: 3\n',
    );
    expect(writeValues('a: 1\nb: 2\n', { a: 1, b: 2 }, { a: 1 })).toBe('a: 1\n');
  });

  it('#14.2 the sample app.yaml and theme.yaml: a layout change is one line, nothing else moves', () => {
    for (const file of ['config/app.yaml', 'config/theme.yaml']) {
      const text = readFileSync(file, 'utf8');
      const values = parse(text);
      expect(writeValues(text, values, structuredClone(values))).toBe(text);
    }
    const theme = readFileSync('config/theme.yaml', 'utf8');
    const values = parse(theme);
    expect(writeValues(theme, values, { ...values, layout: 'column' })).toBe(
      theme.replace('layout: common', 'layout: column'),
    );
  });
});
