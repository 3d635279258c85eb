import { describe, expect, it } from 'vitest';
import { loginRedirect } from './loginRedirect';

describe('loginRedirect', () => {
  it('RT-08 carries ?redirect=<target> when route recording is on', () => {
    expect(loginRedirect('/vab/table', true)).toBe('/login?redirect=%2Fvab%2Ftable');
    const withQuery = loginRedirect('/vab/table/detail?id=3&tab=a b', true);
    expect(new URLSearchParams(withQuery.split('?')[1]).get('redirect')).toBe(
      '/vab/table/detail?id=3&tab=a b',
    );
  });

  it('RT-08 has no redirect query for / or when route recording is off', () => {
    expect(loginRedirect('/', true)).toBe('/login');
    expect(loginRedirect('', true)).toBe('/login');
    expect(loginRedirect('/vab/table', false)).toBe('/login');
    expect(loginRedirect('/login?redirect=%2Fx', true)).toBe('/login');
  });
});
