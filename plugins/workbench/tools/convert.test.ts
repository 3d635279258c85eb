import { describe, expect, it } from 'vitest';
import { readColour } from './colors';
import { fromBase64, fromUrl, jsonToYaml, toBase64, toUrl, yamlToJson } from './convert';

describe('#16.5 common tools: conversions both ways, bad input located (§5.17)', () => {
  it('#16.5 §5.17 YAML with an anchor becomes JSON with the anchor resolved, and back', () => {
    const json = yamlToJson('base: &b { a: 1 }\ncopy: *b\nmerged: { <<: *b, c: 2 }\n');
    expect(json.ok && JSON.parse(json.text)).toEqual({
      base: { a: 1 },
      copy: { a: 1 },
      merged: { a: 1, c: 2 },
    });
    expect(jsonToYaml('{"a": [1, "二"]}')).toEqual({ ok: true, text: 'a:\n  - 1\n  - 二\n' });
  });

  it('#16.5 broken JSON and YAML are located at line:col', () => {
    expect(jsonToYaml('{\n  "a": 1,\n  }')).toMatchObject({ ok: false, line: 3, col: 3 });
    expect(yamlToJson('a: 1\nb: [2\n')).toMatchObject({ ok: false, line: 3 });
  });

  it('#16.5 Base64 and URL encoding are UTF-8 safe both ways; bad input names its column', () => {
    expect(toBase64('积木 ok')).toEqual({ ok: true, text: '56ev5pyoIG9r' });
    expect(fromBase64('56ev5pyoIG9r')).toEqual({ ok: true, text: '积木 ok' });
    expect(fromBase64('56ev*pyo')).toMatchObject({ ok: false, col: 5 });
    expect(toUrl('a b&积')).toEqual({ ok: true, text: 'a%20b%26%E7%A7%AF' });
    expect(fromUrl('a%20b%26%E7%A7%AF')).toEqual({ ok: true, text: 'a b&积' });
    expect(fromUrl('%E7%A7%AF%zz')).toMatchObject({ ok: false, col: 10 });
    expect(fromUrl('ok%E7%A7')).toMatchObject({ ok: false, col: 3 });
  });

  it('#16.5 colours convert between hex, rgb and hsl; a bad digit or range is located', () => {
    expect(readColour('#3370ff')).toMatchObject({
      hex: '#3370ff',
      rgb: 'rgb(51, 112, 255)',
      hsl: 'hsl(222, 100%, 60%)',
    });
    expect(readColour('rgb(51, 112, 255)')).toMatchObject({ hex: '#3370ff' });
    expect(readColour('hsl(0, 100%, 50%)')).toMatchObject({ hex: '#ff0000', rgb: 'rgb(255, 0, 0)' });
    expect(readColour('#33g0ff')).toMatchObject({ ok: false, col: 4 });
    expect(readColour('rgb(51, 300, 2)')).toMatchObject({ ok: false, col: 9 });
  });
});
