// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataProvider, Envelope, HttpClient } from '../../data';
import { createI18n } from '../../i18n';
import { createPluginRegistry } from '../../plugin/createPluginRegistry';
import { DashboardPage } from './DashboardPage';

afterEach(cleanup);

const answers: Record<string, unknown> = { '/orders/getList': { total: 1234567 } };
const http = {
  get: (url: string) =>
    url in answers
      ? Promise.resolve({ code: 200, msg: 'ok', data: answers[url] } as Envelope<never>)
      : Promise.reject(new Error(`unexpected GET ${url}`)),
} as unknown as HttpClient;

describe('DashboardPage', () => {
  it("draws a plain card's figure as text, and a card naming a cell through that cell once its code has loaded", async () => {
    const i18n = await createI18n({ config: { zh: {}, en: {} }, language: 'zh' });
    render(
      <I18nextProvider i18n={i18n}>
        <DashboardPage
          page={{
            kind: 'dashboard',
            title: 'page.home.title',
            cards: [
              { title: 'orders', endpoint: '/orders/getList', field: 'total' },
              {
                title: 'amount',
                endpoint: '/orders/getList',
                field: 'total',
                cell: { type: 'number', decimals: 2 },
              },
              { title: 'version', value: '1.0.0' },
            ],
          }}
          http={http}
          provider={{} as DataProvider}
          registry={createPluginRegistry([])}
        />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('dashboard-value')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.getAllByTestId('dashboard-value').map((value) => value.textContent)).toEqual([
        '1234567',
        '1,234,567.00',
        '1.0.0',
      ]),
    );
  });
});
