import { describe, expect, it } from 'vitest';
import { testDataProvider } from '../data/providers/testDataProvider';
import { createPluginRegistry } from './createPluginRegistry';
import { definePlugin } from './definePlugin';

describe('plugin back-end hooks', () => {
  const shop = definePlugin({
    name: 'shop',
    adapters: { signed: { request: (req) => req } },
    dataProviders: { graphql: () => testDataProvider() },
    authProviders: {
      sso: () => ({ login: async () => 't', getIdentity: async () => ({}), logout: async () => undefined }),
    },
  });

  it('#13.3 adapters, data providers and auth providers are looked up by <plugin>/<name>', () => {
    const registry = createPluginRegistry([shop]);
    expect(registry.adapter('shop/signed')).toBe(shop.adapters.signed);
    expect(registry.dataProvider('shop/graphql')).toBe(shop.dataProviders.graphql);
    expect(registry.authProvider('shop/sso')).toBe(shop.authProviders.sso);
  });

  it('#13.3 an unknown hook names what was asked for and where it was referenced', () => {
    const registry = createPluginRegistry([shop]);
    expect(() => registry.adapter('shop/other', 'app.yaml api.adapter')).toThrow(
      "adapter 'shop/other' (referenced by app.yaml api.adapter): plugin 'shop' has no adapter 'other' (it has: signed)",
    );
    expect(() => registry.authProvider('nope/sso')).toThrow(/no plugin 'nope' is enabled/);
  });
});
