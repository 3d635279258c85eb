import { describe, expect, it } from 'vitest';
import { addToMap, appendToList, YamlEditError } from './yamlEdits';

const routes = [
  '# routes',
  'routes:',
  '  - path: /a',
  '    name: A',
  '    meta: { title: a, permission: [Admin] }',
  '    children:',
  '      - path: x',
  '        name: X # last child',
  '',
  '  - { path: /b, name: B }',
  '',
].join('\n');

describe('yaml edits that only add lines', () => {
  it('appends a list item at its siblings’ indentation, maps under flow keys on one line', () => {
    const out = appendToList(
      { file: 'routes.yaml', text: routes },
      ['routes', 0, 'children'],
      {
        path: 'y',
        name: 'Y',
        meta: { title: 'y', permission: ['Admin'] },
      },
      ['meta'],
    );
    expect(out.text).toBe(
      routes.replace(
        '        name: X # last child\n',
        '        name: X # last child\n      - path: y\n        name: Y\n        meta: { title: y, permission: [ Admin ] }\n',
      ),
    );
  });

  it('adds a key to a nested map, or the maps above it when missing, at the end of the file without a newline', () => {
    const strings = 'app:\n  title: 积木\nroute:\n  root: 首页\npage:\n  home: { title: 首页 }';
    const one = addToMap({ file: 'zh.yaml', text: strings }, ['route'], 'articles', '文章');
    expect(one.text).toBe(strings.replace('  root: 首页\n', '  root: 首页\n  articles: 文章\n'));
    const two = addToMap(one, ['page'], 'articles', { title: '文章' });
    expect(two.text).toBe(`${one.text}\n  articles:\n    title: 文章\n`);
    const three = addToMap({ file: 'en.yaml', text: 'app:\n  title: Jimu\n' }, ['route'], 'a', 'A');
    expect(three.text).toBe('app:\n  title: Jimu\nroute:\n  a: A\n');
  });

  it('refuses what it cannot do without touching other lines: a key already there, a one-line list', () => {
    const strings = { file: 'zh.yaml', text: 'route:\n  root: 首页\n' };
    expect(() => addToMap(strings, ['route'], 'root', 'x')).toThrow(
      /zh\.yaml:2:3: route\.root is already there/,
    );
    expect(() => appendToList({ file: 'r.yaml', text: 'routes: [a]\n' }, ['routes'], 'b')).toThrow(
      YamlEditError,
    );
  });
});
