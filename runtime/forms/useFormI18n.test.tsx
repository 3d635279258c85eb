// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { formMessages } from '../i18n/formMessages';
import { useFormI18n } from './useFormI18n';

afterEach(cleanup);

describe('useFormI18n', () => {
  it('every field of a form shares one set of words, and a language switch gives the new language (its strings load on first use)', async () => {
    // The form strings as the console registers them when it loads.
    const i18n = await createI18n({ config: { zh: {}, en: {} }, language: 'zh', extra: [formMessages] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    // Two callers, as a form's templates and widgets are: the same object, built once.
    const { result } = renderHook(() => [useFormI18n(), useFormI18n()] as const, { wrapper });
    const [first, second] = result.current;
    expect(first).toBe(second);
    expect(first.texts.addItem).toBe('添加一项');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    const [english, again] = result.current;
    expect(english.lang).toBe('en');
    expect(english.texts.addItem).toBe('Add item');
    expect(english).toBe(again);
    expect(english.t('jimu.form.addItem')).toBe('Add item');
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    expect(result.current[0].texts.addItem).toBe('添加一项');
  });
});
