import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { PermissionsConfig } from '../../schemas/types.gen';
import { compileAccessPolicy, compileMatch } from './accessPolicy';

const policyFrom = (yaml: string) => compileAccessPolicy(parse(yaml) as PermissionsConfig);

describe('accessPolicy', () => {
  it('PM-01 compiles METHOD /path globs: * one segment, ** any, METHOD * any method', () => {
    expect(compileMatch('POST /**/doDelete')('POST', '/table/doDelete')).toBe(true);
    expect(compileMatch('POST /**/doDelete')('POST', '/a/b/doDelete')).toBe(true);
    expect(compileMatch('POST /**/doDelete')('GET', '/table/doDelete')).toBe(false);
    expect(compileMatch('GET /*/getList')('GET', '/table/getList')).toBe(true);
    expect(compileMatch('GET /*/getList')('GET', '/a/b/getList')).toBe(false);
    expect(compileMatch('* /table')('DELETE', '/table')).toBe(true);
    expect(() => compileMatch('/no-method')).toThrow(/METHOD/);
  });

  it('PM-01 public calls, first matching rule, default, and the union of role permissions', () => {
    const policy = policyFrom(`
roles:
  A: { permissions: [read, write] }
  B: { permissions: [read, delete] }
api:
  public: ['POST /login']
  rules:
    - { match: 'POST /**/doDelete', permission: delete }
    - { match: 'POST /**', permission: write }
  default: read
`);
    expect(policy.decide('POST', '/login')).toMatchObject({ public: true });
    expect(policy.decide('POST', '/table/doDelete').permission).toBe('delete');
    expect(policy.decide('POST', '/table/doEdit').permission).toBe('write');
    expect(policy.decide('GET', '/table/getList').permission).toBe('read');
    expect([...policy.permissionsOf(['A', 'B'])].sort()).toEqual(['delete', 'read', 'write']);
    expect([...policy.permissionsOf(['Unknown'])]).toEqual([]);
  });

  it('#10.1 rules match any spelling of the path; a route no rule names is refused (no default)', () => {
    const policy = policyFrom(`
roles:
  A: { permissions: [read, delete] }
api:
  rules:
    - { match: 'POST /*/doDelete', permission: delete }
    - { match: 'GET /*/getList', permission: read }
`);
    expect(policy.decide('POST', '/table/DODELETE')).toMatchObject({
      permission: 'delete',
      rule: 'POST /*/doDelete',
    });
    expect(policy.decide('GET', '/a/b/c')).toEqual({ public: false, permission: null, rule: 'none' });
    expect(policy.decide('POST', '/table/doEdit').permission).toBeNull();
  });
});
