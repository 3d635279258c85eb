// @vitest-environment happy-dom

import type { WidgetProps } from '@rjsf/utils';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCellRegistry, renderColumnCell } from '../../runtime/cells';
import { testDataProvider } from '../../runtime/data';
import { createI18n } from '../../runtime/i18n';
import { createPluginRegistry } from '../../runtime/plugin';
import example from './index';

afterEach(cleanup);

async function setup(language: 'zh' | 'en' = 'zh') {
  const registry = createPluginRegistry([example]);
  const locales = registry.locales();
  const i18n = await createI18n({ config: {}, extra: [locales], language });
  return {
    registry,
    i18n,
    t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {}),
  };
}

describe('example plugin', () => {
  it('its heat cell renders through the cell registry with its own strings and options', async () => {
    const { registry, t } = await setup('en');
    const context = {
      t,
      language: 'en',
      registry: createCellRegistry(registry.cells()),
      provider: testDataProvider(),
      resource: 'table',
      rowKey: 'id',
      canEdit: true,
      onSaved: () => {},
    };
    const column = {
      field: 'pageViews',
      title: 'field.pageViews',
      cell: { type: 'example/heat', options: { hot: 4000 } },
    };
    // the plugin's cell loads on demand (plugins/example/index.ts): wait for it
    const cell = (row: Record<string, unknown>) => (
      <Suspense fallback="loading">
        <div>{renderColumnCell(column, row, context)}</div>
      </Suspense>
    );
    const { container } = render(cell({ id: 1, pageViews: 3636 }));
    // (a cold module load on a busy machine can take over a second)
    await waitFor(() => expect(container.textContent).toBe('Warm3,636'), { timeout: 5000 });
    cleanup();
    const hot = render(cell({ id: 1, pageViews: 4800 }));
    await waitFor(() =>
      expect(hot.container.querySelector('.jimu-tag[data-color="red"]')?.textContent).toBe('Hot'),
    );
  });

  it('its publish action saves status through the provider, tells the user and reloads', async () => {
    const { registry, t } = await setup('zh');
    const update = vi.fn(async () => undefined);
    const notify = vi.fn();
    const refresh = vi.fn();
    const row = { id: 4, title: '积木' };
    await registry.action('example/publish').run({
      row,
      rows: [row],
      resource: 'table',
      rowKey: 'id',
      provider: testDataProvider({ update }),
      t,
      language: 'zh',
      refresh,
      navigate: () => {},
      notify,
    });
    expect(update).toHaveBeenCalledWith('table', 4, { status: 'published' });
    expect(notify).toHaveBeenCalledWith('已发布「积木」');
    expect(refresh).toHaveBeenCalledOnce();
    expect(t(registry.action('example/publish').label as string)).toBe('发布');
  });

  it('its stars widget reports the chosen count to rjsf and undefined when cleared', async () => {
    const Stars = createPluginRegistry([example]).widget('example/stars');
    const onChange = vi.fn();
    const props = { id: 'rate', value: 2, onChange, schema: { type: 'integer', maximum: 5 }, options: {} };
    render(
      <Suspense fallback="loading">
        <Stars {...(props as unknown as WidgetProps)} />
      </Suspense>,
    );
    const stars = await screen.findAllByRole('radio');
    expect(document.querySelector('ul')?.getAttribute('aria-label')).toMatch(/2 of 5/);
    fireEvent.click(stars[3]);
    expect(onChange).toHaveBeenLastCalledWith(4);
    cleanup();
    render(
      <Suspense fallback="loading">
        <Stars {...({ ...props, value: 4 } as unknown as WidgetProps)} />
      </Suspense>,
    );
    fireEvent.click((await screen.findAllByRole('radio'))[3]);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('its gallery page shows every built-in renderer and its own cell', async () => {
    const { registry, i18n } = await setup('en');
    const { default: Gallery } = await registry.page('example/gallery')();
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Gallery name="example/gallery" />
        </I18nextProvider>,
      );
    });
    await waitFor(() => expect(screen.getByText('Cell gallery')).toBeTruthy());
    for (const name of ['text', 'tag', 'switch', 'relativeTime', 'link', 'example/heat']) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    expect(screen.getByText('<b>markup stays text</b>')).toBeTruthy();
    // The built-in switch is a native role=switch button, read-only without write permission.
    expect((await screen.findByRole('switch')).getAttribute('aria-disabled')).toBe('true');
  });
});
