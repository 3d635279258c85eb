// @vitest-environment happy-dom
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

const roots: { unmount(): void }[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
});

/** Waits for React to show `text` in `host` (its scheduler commits on its own clock). */
const shows = (host: HTMLElement, text: string) => vi.waitFor(() => expect(host.textContent).toBe(text));

/** A layout effect runs inside the commit, before any passive effect: `run` happens there. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('lazyComponent', () => {
  it('shows the loaded component when its code arrives between the fallback’s commit and its effect', async () => {
    // What a first view under load does: the page's code was asked for ahead (preload), the frame
    // shows the fallback, and the code arrives after that commit but before the passive effects run.
    const code = deferred<() => JSX.Element>();
    const Page = lazyComponent(
      () => code.promise,
      () => <p>loading</p>,
    );
    void Page.preload();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    root.render(
      <>
        <Page />
        <OnCommit run={() => code.resolve(() => <p>the page</p>)} />
      </>,
    );
    await shows(host, 'the page');
  });

  it('renders at once when already loaded, and shows the fallback, then the component, otherwise', async () => {
    const code = deferred<() => JSX.Element>();
    const Page = lazyComponent(
      () => code.promise,
      () => <p>loading</p>,
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    flushSync(() => root.render(<Page />));
    expect(host.textContent).toBe('loading');
    code.resolve(() => <p>the page</p>);
    await shows(host, 'the page');
    // Another mount once loaded: the component in its first render, no fallback.
    const other = document.body.appendChild(document.createElement('div'));
    const second = createRoot(other);
    roots.push(second);
    flushSync(() => second.render(<Page />));
    expect(other.textContent).toBe('the page');
  });
});
