// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tabsMachine } from '../machines/tabsMachine';
import { CurrentViewContext } from '../shell/CurrentViewContext';
import { ShellContext, type ShellServices } from '../shell/ShellContext';
import { useCurrentTab } from './useCurrentTab';

afterEach(cleanup);

const route = (id: number) => ({
  path: `/other/dynamicSegment/test1/${id}`,
  fullPath: `/other/dynamicSegment/test1/${id}`,
  name: 'Params',
  meta: { title: 'route.params', dynamicNewTab: true },
});

/** Only `tabs` is real: any other service a hook reached for would throw. */
function shellWith(tabs: ShellServices['tabs']): ShellServices {
  return new Proxy({ tabs } as ShellServices, {
    get(target, key) {
      if (key in target) return target[key as keyof ShellServices];
      throw new Error(`unexpected shell service ${String(key)}`);
    },
  });
}

function Page({ id }: { id: number }) {
  const { key, tab, setMeta } = useCurrentTab();
  useEffect(() => setMeta({ title: `Params Id=${id}` }), [id, setMeta]);
  return (
    <p>
      {key}: {tab?.title ?? 'no tab yet'}
    </p>
  );
}

describe('useCurrentTab (#17.2 tab meta by key)', () => {
  it('SE-08 renames only its own tab, even when it runs before the router adds the tab', () => {
    const tabs = createActor(tabsMachine, { input: {} }).start();
    tabs.send({ type: 'tabs.add', route: route(2) });
    render(
      <ShellContext.Provider value={shellWith(tabs)}>
        {[2, 3].map((id) => (
          <CurrentViewContext.Provider key={id} value={route(id).fullPath}>
            <Page id={id} />
          </CurrentViewContext.Provider>
        ))}
      </ShellContext.Provider>,
    );
    expect(screen.getByText('/other/dynamicSegment/test1/2: Params Id=2')).toBeTruthy();
    expect(screen.getByText('/other/dynamicSegment/test1/3: no tab yet')).toBeTruthy();
    act(() => {
      tabs.send({ type: 'tabs.add', route: route(3) });
    });
    expect(tabs.getSnapshot().context.tabs.map((tab) => tab.title)).toEqual(['Params Id=2', 'Params Id=3']);
    expect(screen.getByText('/other/dynamicSegment/test1/3: Params Id=3')).toBeTruthy();
  });

  it('throws outside a route page, naming the mistake', () => {
    const tabs = createActor(tabsMachine, { input: {} }).start();
    const silence = console.error;
    console.error = () => undefined;
    try {
      expect(() =>
        render(
          <ShellContext.Provider value={shellWith(tabs)}>
            <Page id={1} />
          </ShellContext.Provider>,
        ),
      ).toThrow('useCurrentTab() must be used inside a route page');
    } finally {
      console.error = silence;
    }
  });
});
