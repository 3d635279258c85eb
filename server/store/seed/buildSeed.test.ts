import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords';
import { buildSeed } from './buildSeed';
import { readSeedConfig } from './readSeedConfig';
import { DEMO_PASSWORD } from './seedAccounts';
import { parentOfAreaCode } from './seedArea';

const db = buildSeed(readSeedConfig('config'));

describe('buildSeed', () => {
  it('K-02 is deterministic: the same config gives the same data', () => {
    expect(JSON.stringify(buildSeed(readSeedConfig('config')))).toBe(JSON.stringify(db));
  });

  it('PM-01 API-04 seeds admin, editor and test with their roles and one hashed demo password', async () => {
    const demo = db.users.slice(0, 3).map((user) => [user.username, user.roles]);
    expect(demo).toEqual([
      ['admin', ['Admin']],
      ['editor', ['Editor']],
      ['test', ['Test']],
    ]);
    for (const user of db.users.slice(0, 3)) {
      expect(user.password).toMatch(/^scrypt\$/);
      expect(await verifyPassword(DEMO_PASSWORD, user.password)).toBe(true);
    }
  });

  it('K-02 holds 50 table items and 50 log records within the spec ranges', () => {
    expect(db.table).toHaveLength(50);
    expect(db.systemLogs).toHaveLength(50);
    expect(
      db.table.every((row) => row.pageViews >= 300 && row.pageViews <= 5000 && row.percentage <= 100),
    ).toBe(true);
  });

  it('RT-09 serves the demo route table in the back-end format', () => {
    expect(db.routes.map((route) => route.path)).toEqual(['/vab', '/other', '/mall', '/setting', '/error']);
    const setting = db.routes.find((route) => route.path === '/setting');
    expect(setting?.children?.map((child) => child.path)).toEqual(
      expect.arrayContaining([
        'personalCenter',
        'userManagement',
        'roleManagement',
        'departmentManagement',
        'menuManagement',
        'systemLog',
      ]),
    );
    expect(JSON.stringify(db.routes)).toContain('"component":"showcase/echarts"');
  });

  it('derives area parents from the code and includes Taiwan, Hong Kong, Macau and overseas', () => {
    expect(parentOfAreaCode('330000', new Set())).toBeNull();
    expect(parentOfAreaCode('330100', new Set())).toBe('330000');
    expect(parentOfAreaCode('330106', new Set(['330100']))).toBe('330100');
    expect(parentOfAreaCode('110101', new Set())).toBe('110000');
    for (const code of ['710000', '810000', '820000', '900000'])
      expect(db.areas.some((a) => a.code === code)).toBe(true);
  });
});
