type Json = Record<string, unknown>;

import { objectOf } from './model/formTypes';

const BY_FORMAT: Record<string, string> = {
  email: 'user@example.com',
  phone: '13800138000',
  url: 'https://example.com',
  uri: 'https://example.com',
  ip: '192.168.1.1',
  ipv4: '192.168.1.1',
  port: '8080',
  idCard: '11010519491231002X',
  chineseName: '张三',
  number: '12345',
  amount: '99.50',
  password: 'secret123',
  date: '2024-01-31',
  'date-time': '2024-01-31T08:00:00.000Z',
  localDateTime: '2024-01-31T08:00:00',
  color: '#1677ff',
};

/**
 * Valid sample values for a form's schema (预览 示例数据): enums take their first value,
 * formats a value of that format, bounds and lengths are respected; nested objects and lists of
 * objects get one item.
 *
 * @example sampleData({ type: 'object', properties: { age: { type: 'integer', minimum: 18 } } }); // { age: 18 }
 */
export function sampleData(schema: Json): Json {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(props)
      .map(([key, s]) => [key, sampleOf(s, key)] as const)
      .filter(([, v]) => v !== undefined),
  );
}

function sampleOf(s: Json, key: string): unknown {
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.const !== undefined) return s.const;
  switch (s.type) {
    case 'object':
      return sampleData(s);
    case 'array': {
      const items = objectOf(s.items);
      if (Array.isArray(items.enum)) return items.enum.slice(0, Math.max(1, Number(s.minItems ?? 1)));
      return items.type === 'object' ? [sampleData(items)] : [];
    }
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number'
        ? s.minimum
        : typeof s.maximum === 'number'
          ? Math.min(1, s.maximum)
          : 1;
    case 'null':
      return undefined;
    default: {
      const text = typeof s.format === 'string' && BY_FORMAT[s.format] ? BY_FORMAT[s.format] : `${key}1`;
      const min = Number(s.minLength ?? 0);
      const max = Number(s.maxLength ?? Number.POSITIVE_INFINITY);
      const padded = text.length < min ? text.padEnd(min, 'x') : text;
      if (typeof s.pattern !== 'string') return padded.slice(0, max);
      // A pattern: the first known value it accepts (phone, digits, e-mail …), else nothing.
      const pattern = new RegExp(s.pattern, 'u');
      return [padded, ...Object.values(BY_FORMAT)].find((v) => pattern.test(v));
    }
  }
}
