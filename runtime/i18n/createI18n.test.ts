import { describe, expect, it } from 'vitest';
import { createI18n, mergeTables } from './createI18n';

/** i18next's plural suffixes: English has _one and _other where Chinese has _other only. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('createI18n', () => {
  it('resolves config keys in zh by default and in en after a switch', async () => {
    const i18n = await createI18n({
      config: { zh: { route: { home: '首页' } }, en: { route: { home: 'Home' } } },
      language: 'zh',
    });
    expect(i18n.t('route.home')).toBe('首页');
    expect(i18n.t('jimu.login.submit')).toBe('登录');
    await i18n.changeLanguage('en');
    expect(i18n.t('route.home')).toBe('Home');
    expect(i18n.t('jimu.login.submit')).toBe('Sign in');
  });

  it('lets config tables re-word runtime strings and merges nested maps', () => {
    const merged = mergeTables({ a: { b: 'x', c: 'y' } }, { a: { c: 'z' } });
    expect(merged).toEqual({ a: { b: 'x', c: 'z' } });
  });

  it('runtime strings exist in both languages with the same keys', async () => {
    const { runtimeMessages } = await import('./runtimeMessages');
    const keys = (t: object, prefix = ''): string[] =>
      Object.entries(t).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`.replace(PLURAL, '')],
      );
    const unique = (list: string[]) => [...new Set(list)].sort();
    expect(unique(keys(runtimeMessages.en))).toEqual(unique(keys(runtimeMessages.zh)));
  });

  it('starts in English with the runtime English strings, a config re-wording still winning', async () => {
    const i18n = await createI18n({
      config: { en: { jimu: { login: { submit: 'Enter' } } } },
      language: 'en',
    });
    expect(i18n.language).toBe('en');
    expect(i18n.t('jimu.login.title')).toBe('Sign in');
    expect(i18n.t('jimu.login.submit')).toBe('Enter');
  });

  it('loads the English runtime strings when the language changes, not before', async () => {
    const i18n = await createI18n({ config: {}, language: 'zh' });
    expect(i18n.hasResourceBundle('en', 'runtime')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('jimu.login.title')).toBe('Sign in');
    await i18n.changeLanguage('zh');
    expect(i18n.t('jimu.login.title')).toBe('登录');
  });

  it('#12.6 English strings a console adds before the switch (plugins, config pages) do not keep the runtime English from loading', async () => {
    const i18n = await createI18n({ config: {}, language: 'zh' });
    i18n.addResourceBundle('en', 'translation', { sample: { hello: 'Hello' } }, true, false);
    await i18n.changeLanguage('en');
    expect([i18n.t('sample.hello'), i18n.t('jimu.login.title'), i18n.t('jimu.time.seconds')]).toEqual([
      'Hello',
      'Sign in',
      'a few seconds ago',
    ]);
  });
});
