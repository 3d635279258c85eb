import { describe, expect, it } from 'vitest';
import { validatorFormats as jimuFormats } from '../../../runtime/lib';
import { sampleData } from './sampleData';

describe('#15.1 §5.9 预览 示例数据', () => {
  it('gives values that pass the formats, patterns, bounds and enums of the schema', () => {
    const data = sampleData({
      type: 'object',
      properties: {
        phone: { type: 'string', pattern: '^1\\d{10}$' },
        mail: { type: 'string', format: 'email' },
        idCard: { type: 'string', format: 'idCard' },
        status: { type: 'string', enum: ['on', 'off'] },
        age: { type: 'integer', minimum: 18 },
        name: { type: 'string', minLength: 8, maxLength: 10 },
        roles: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
        address: { type: 'object', properties: { city: { type: 'string' } } },
        note: { type: 'null' },
      },
    });
    expect(data).toMatchObject({
      phone: '13800138000',
      status: 'on',
      age: 18,
      roles: ['a'],
      address: { city: 'city1' },
    });
    expect(typeof data.mail === 'string' && jimuFormats.email?.(data.mail)).toBe(true);
    expect(typeof data.idCard === 'string' && jimuFormats.idCard?.(data.idCard)).toBe(true);
    expect(data.name).toHaveLength(8);
    expect('note' in data).toBe(false);
  });
});
