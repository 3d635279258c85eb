import { describe, expect, it } from 'vitest';
import { isLocalDateTime } from './localDateTime';
import { validatorFormats } from './validatorFormats';
import * as rules from './validators';

const v = { ...rules, isLocalDateTime };

/** [validator, accepted, rejected] */
const table: Array<[keyof typeof validatorFormats, string[], string[]]> = [
  ['password', ['123456', 'abc def'], ['', '12345']],
  ['number', ['0', '0042', '9876543210'], ['', '1.5', '-1', '1e3', '12a']],
  ['name', ['张三', 'Li3', '张三Li3'], ['', 'a b', 'a_b', 'a-b', '张!']],
  [
    'ip',
    ['0.0.0.0', '192.168.0.1', '255.255.255.255'],
    ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', ' 1.2.3.4'],
  ],
  [
    'url',
    ['http://example.com', 'https://a.b/c?d=1#e', 'ftp://files.example.com/a', 'HTTPS://EXAMPLE.COM'],
    ['example.com', 'mailto:a@b.c', 'file:///etc/passwd', 'http://', 'javascript:alert(1)'],
  ],
  ['lowerCase', ['abc'], ['', 'aBc', 'abc1']],
  ['upperCase', ['ABC'], ['', 'AbC', 'ABC1']],
  ['alphabets', ['aBc'], ['', 'ab1', 'a b']],
  ['port', ['0', '80', '65535'], ['', '65536', '-1', '8o', '123456']],
  ['phone', ['13800138000', '19912345678'], ['23800138000', '1380013800', '138001380000', '1380013800a']],
  [
    'idCard',
    ['11010519491231002X', '110105194912310021', '44030420001231123x'],
    ['11010519491331002X', '1101051949123100', '01010519491231002X'],
  ],
  [
    'email',
    ['admin@example.com', 'a.b+c@mail.example.cn'],
    ['', 'admin', 'a@b', '@example.com', `${'a'.repeat(250)}@x.com`],
  ],
  ['chineseName', ['张三', '欧阳娜娜'], ['张', '欧阳娜娜娜', 'Li雷', '张 三']],
  ['blank', ['', '   ', '\t\n', 'null'], ['a', ' x ', 'NULL', 'undefined']],
  [
    'tel',
    ['010-12345678', '0755 1234567', '12345678', '400-123-4567', '010-12345678-123', '010-12345678转8'],
    ['', '123', '010-123', 'abc-12345678'],
  ],
  ['amount', ['0', '12', '12.5', '12.05'], ['', '12.', '12.345', '-1', '1,000']],
  ['json', ['{}', '{"a":1}', '[1,2]'], ['', '1', '"text"', 'null', 'true', '{a:1}']],
];

describe('validators', () => {
  it.each(table)(
    'VA-05: %s accepts what the rule allows and rejects the rest',
    (name, accepted, rejected) => {
      const check = validatorFormats[name];
      for (const s of accepted) expect(check(s), `${name} should accept ${JSON.stringify(s)}`).toBe(true);
      for (const s of rejected) expect(check(s), `${name} should reject ${JSON.stringify(s)}`).toBe(false);
    },
  );

  it('VA-05: isBlank also treats null and undefined as blank', () => {
    expect(v.isBlank(null)).toBe(true);
    expect(v.isBlank(undefined)).toBe(true);
  });

  it('VA-05: every rule is a named export and a format, and the e-mail limit is under 255', () => {
    // The spec's 17 rules and the wall clock of a timestamp without zone.
    expect(Object.keys(validatorFormats)).toHaveLength(18);
    expect(validatorFormats.localDateTime).toBe(v.isLocalDateTime);
    expect(validatorFormats.email).toBe(v.isEmail);
    const local = 'a'.repeat(242);
    expect(v.isEmail(`${local}@example.com`)).toBe(true); // 254 characters
    expect(v.isEmail(`${local}a@example.com`)).toBe(false); // 255 characters
  });
});
