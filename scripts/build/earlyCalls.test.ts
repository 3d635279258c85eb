import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../runtime/contract/manifest';
import { earlyCalls, TOKEN_MARK } from './earlyCalls';
import { testSampleManifest } from './testSampleManifest';

const auth = { Accept: 'application/json', Authorization: `Bearer ${TOKEN_MARK}` };

describe('#12.3 the calls a deep link sends early, recorded by the runtime’s own client', () => {
  it('the sample console: the user info and every list page’s first rows, with its page size', async () => {
    const calls = await earlyCalls(await testSampleManifest());
    expect(calls.user).toEqual({ url: '/userInfo', headers: auth });
    expect(calls.lists['/user_center/userManagement']).toEqual({
      url: '/userManagement/getList?pageNo=1&pageSize=20',
      headers: auth,
    });
    expect(calls.lists['/setting/menuManagement']?.url).toBe('/menuManagement/getList?pageNo=1&pageSize=200');
    // Not a list page: nothing sent ahead for it.
    expect(calls.lists['/index']).toBeUndefined();
    expect(Object.keys(calls.lists).every((path) => !path.includes(':'))).toBe(true);
  });

  it('follows app.yaml api: another token transport, another user-info call, a page’s own mapping', async () => {
    const sample = await testSampleManifest();
    const manifest: Manifest = {
      ...sample,
      app: {
        ...sample.app,
        http: { ...sample.app.http, baseURL: '/api/' },
        api: { token: { in: 'query', name: 'access_token', value: '{token}' }, userInfo: { url: '/me' } },
      },
    };
    const calls = await earlyCalls(manifest);
    expect(calls.user).toEqual({
      url: `/api/me?access_token=${TOKEN_MARK}`,
      headers: { Accept: 'application/json' },
    });
    expect(calls.lists['/user_center/userManagement']?.url).toBe(
      `/api/userManagement/getList?pageNo=1&pageSize=20&access_token=${TOKEN_MARK}`,
    );
  });

  it('sends nothing ahead that it cannot know at build time: a POST user info, a plugin adapter or provider', async () => {
    const sample = await testSampleManifest();
    const post = await earlyCalls({
      ...sample,
      app: { ...sample.app, api: { userInfo: { method: 'POST' } } },
    });
    expect(post.user).toBeUndefined();
    expect(Object.keys(post.lists).length).toBeGreaterThan(0);
    const adapted = await earlyCalls({
      ...sample,
      app: { ...sample.app, api: { adapter: 'showcase/adapter' } },
    });
    expect(adapted).toEqual({ lists: {} });
    const users = sample.pages.users;
    const plugged = await earlyCalls({
      ...sample,
      pages: { ...sample.pages, users: { ...users, provider: 'showcase/rows' } as typeof users },
    });
    expect(plugged.lists['/user_center/userManagement']).toBeUndefined();
    expect(plugged.lists['/vab/table/comprehensiveTable']).toBeDefined();
  });
});
