// @vitest-environment happy-dom
import LocaleConsumer from '@douyinfe/semi-ui/lib/es/locale/localeConsumer';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SemiLocale } from './SemiLocale';

afterEach(cleanup);

/** What a Semi component reads for its texts: here, the table's empty text. */
function TableEmptyText() {
  return (
    <LocaleConsumer componentName="Table">
      {(locale: { emptyText: string }) => <span data-testid="empty">{locale.emptyText}</span>}
    </LocaleConsumer>
  );
}

async function setup(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: {} });
  render(
    <I18nextProvider i18n={i18n}>
      <SemiLocale>
        <TableEmptyText />
      </SemiLocale>
    </I18nextProvider>,
  );
  return i18n;
}

describe('SemiLocale', () => {
  it("LY-12 Semi's texts are Chinese without any locale loaded, English once English is chosen, Chinese again after", async () => {
    const i18n = await setup('zh');
    expect(screen.getByTestId('empty').textContent).toBe('暂无数据');
    const shown = screen.getByTestId('empty');
    await act(() => i18n.changeLanguage('en'));
    await expect.poll(() => screen.getByTestId('empty').textContent).toBe('No Result');
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByTestId('empty').textContent).toBe('暂无数据');
    // one tree throughout: the switch never re-mounted what the provider wraps
    expect(screen.getByTestId('empty')).toBe(shown);
  });

  it('LY-12 a console started in English gets English texts', async () => {
    await setup('en');
    await expect.poll(() => screen.getByTestId('empty').textContent).toBe('No Result');
  });
});
