// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { type Location, UNSAFE_LocationContext as LocationContext, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { elementOf } from '../lib/testElements';
import { KeepAliveView } from './KeepAliveView';

/** A page with state of its own, and the location it sees. */
function Page({ name }: { name: string }) {
  const [text, setText] = useState('');
  const { pathname } = useLocation();
  return (
    <label>
      {name} at {pathname}
      <input aria-label={name} value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

const scroller = createRef<HTMLDivElement>();

interface HarnessProps {
  at: string;
  keep: string[];
  reload?: number;
  shown?: string;
}

function Harness({ at, keep, reload = 0, shown }: HarnessProps) {
  // The router's location context, as HashRouter provides it, changing with `at`.
  const location: Location = { pathname: at, search: '', hash: '', state: null, key: at };
  return (
    <LocationContext.Provider value={{ location, navigationType: 'PUSH' as never }}>
      <div ref={scroller}>
        <KeepAliveView viewKey={at} shownKey={shown} keep={keep} scroller={scroller}>
          <Page key={`${at}#${reload}`} name={at} />
        </KeepAliveView>
      </div>
    </LocationContext.Provider>
  );
}

afterEach(cleanup);

describe('KeepAliveView', () => {
  it('LY-06 a kept page keeps its state while hidden and inert; only the current one shows', () => {
    const view = render(<Harness at="/a" keep={['/a']} />);
    fireEvent.change(screen.getByLabelText('/a'), { target: { value: 'typed' } });
    view.rerender(<Harness at="/b" keep={['/b', '/a']} />);
    const hidden = view.container.querySelector('[data-view-key="/a"]');
    expect(hidden?.hasAttribute('hidden')).toBe(true);
    expect(hidden?.hasAttribute('inert')).toBe(true);
    expect(view.container.querySelectorAll('.jimu-view:not([hidden])')).toHaveLength(1);
    view.rerender(<Harness at="/a" keep={['/a', '/b']} />);
    expect(elementOf(screen.getByLabelText('/a'), HTMLInputElement).value).toBe('typed');
  });

  it('LY-06 a page out of the keep list (LRU evicted or noKeepAlive) starts fresh', () => {
    const view = render(<Harness at="/a" keep={[]} />);
    fireEvent.change(screen.getByLabelText('/a'), { target: { value: 'typed' } });
    view.rerender(<Harness at="/b" keep={['/b']} />);
    expect(view.container.querySelector('[data-view-key="/a"]')).toBeNull();
    view.rerender(<Harness at="/a" keep={['/a', '/b']} />);
    expect(elementOf(screen.getByLabelText('/a'), HTMLInputElement).value).toBe('');
  });

  it('LY-06 a reload (a new child key) re-mounts the current view only', () => {
    const view = render(<Harness at="/a" keep={['/a']} />);
    fireEvent.change(screen.getByLabelText('/a'), { target: { value: 'a' } });
    view.rerender(<Harness at="/b" keep={['/b', '/a']} />);
    fireEvent.change(screen.getByLabelText('/b'), { target: { value: 'b' } });
    view.rerender(<Harness at="/b" keep={['/b', '/a']} reload={1} />);
    expect(elementOf(screen.getByLabelText('/b'), HTMLInputElement).value).toBe('');
    view.rerender(<Harness at="/a" keep={['/a', '/b']} />);
    expect(elementOf(screen.getByLabelText('/a'), HTMLInputElement).value).toBe('a');
  });

  it('LY-06 a hidden page keeps seeing the location it was shown at', () => {
    const view = render(<Harness at="/a" keep={['/a']} />);
    view.rerender(<Harness at="/b" keep={['/b', '/a']} />);
    expect(view.container.querySelector('[data-view-key="/a"]')?.textContent).toContain('/a at /a');
  });

  it('LY-06 each kept page gets its scroll position back', () => {
    const view = render(<Harness at="/a" keep={['/a']} />);
    const element = elementOf(scroller.current, HTMLDivElement);
    element.scrollTop = 300;
    fireEvent.scroll(element);
    view.rerender(<Harness at="/b" keep={['/b', '/a']} />);
    expect(element.scrollTop).toBe(0);
    view.rerender(<Harness at="/a" keep={['/a', '/b']} />);
    expect(element.scrollTop).toBe(300);
  });

  it('LY-06 a tab click shows a kept view before the router renders; an unkept one waits', () => {
    const view = render(<Harness at="/a" keep={['/a']} />);
    view.rerender(<Harness at="/b" keep={['/b', '/a']} />);
    view.rerender(<Harness at="/b" keep={['/b', '/a']} shown="/a" />);
    const visible = () =>
      view.container.querySelector('.jimu-view:not([hidden])')?.getAttribute('data-view-key');
    expect(visible()).toBe('/a');
    view.rerender(<Harness at="/b" keep={['/b', '/a']} shown="/c" />);
    expect(visible()).toBe('/b');
  });

  it('LY-06 the tab switch is measured with performance marks', () => {
    performance.clearMeasures('jimu:tab-switch');
    const view = render(<Harness at="/a" keep={['/a']} />);
    act(() => {
      performance.mark('jimu:tab-switch:start');
    });
    view.rerender(<Harness at="/b" keep={['/b', '/a']} />);
    expect(performance.getEntriesByName('jimu:tab-switch')).toHaveLength(1);
    expect(performance.getEntriesByName('jimu:tab-switch:start')).toHaveLength(0);
  });
});
