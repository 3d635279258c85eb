import { describe, expect, it } from 'vitest';
import { checkHost, extraHostsFromEnv, HostNotAllowed } from './hostAllowList';

describe('#14.3 the data-source host allow-list', () => {
  it('#14.3 loopback passes; private, link-local and public addresses are refused as written', async () => {
    expect(await checkHost('127.0.0.1', [])).toBe('127.0.0.1');
    expect(await checkHost('::1', [])).toBe('::1');
    for (const host of ['10.0.0.1', '192.168.1.2', '169.254.169.254', '8.8.8.8', '0.0.0.0']) {
      await expect(checkHost(host, [])).rejects.toBeInstanceOf(HostNotAllowed);
    }
  });

  it('#14.3 a name must be on the list before it is looked up; localhost must resolve to loopback', async () => {
    await expect(checkHost('db.example.com', [])).rejects.toThrow('host not allowed: db.example.com');
    expect(await checkHost('localhost', [])).toMatch(/^(127\.|::1)/);
    expect(await checkHost('10.1.2.3', ['10.1.2.3'])).toBe('10.1.2.3');
  });

  it('#14.3 extra hosts come from JIMU_WORKBENCH_HOSTS', () => {
    expect(extraHostsFromEnv({ JIMU_WORKBENCH_HOSTS: ' DB.internal, 10.1.2.3 ,' })).toEqual([
      'db.internal',
      '10.1.2.3',
    ]);
  });
});
