// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { checkBrowserSupport, showUnsupportedNotice } from './checkBrowserSupport';

type Win = Window & typeof globalThis;

/** The real window with some features taken away, as an old browser would lack them. */
const without = (...names: string[]): Win =>
  new Proxy(window, {
    get: (target, key) => (names.includes(String(key)) ? undefined : Reflect.get(target, key)),
  });

describe('checkBrowserSupport', () => {
  afterEach(() => document.body.replaceChildren());

  it('LY-13 a current browser lacks nothing', () => {
    expect(checkBrowserSupport(window)).toEqual([]);
  });

  it('LY-13 names each missing feature', () => {
    expect(checkBrowserSupport(without('fetch', 'ResizeObserver'))).toEqual(['fetch', 'ResizeObserver']);
    expect(checkBrowserSupport(without('AbortController', 'localStorage'))).toEqual([
      'AbortController',
      'localStorage',
    ]);
    const noCss = new Proxy(window, {
      get: (target, key) => (key === 'CSS' ? { supports: () => false } : Reflect.get(target, key)),
    });
    expect(checkBrowserSupport(noCss)).toEqual(['CSS custom properties']);
  });

  it('LY-13 the notice replaces the page with an alert naming the missing features, as text', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>app</p>';
    document.body.append(root);
    showUnsupportedNotice(root, '<b>too old</b>', ['fetch', 'ResizeObserver']);
    const alert = root.querySelector('[role="alert"]');
    expect(root.children).toHaveLength(1);
    expect(alert?.textContent).toBe('<b>too old</b> (fetch, ResizeObserver)');
    expect(alert?.querySelector('b')).toBeNull();
  });
});
