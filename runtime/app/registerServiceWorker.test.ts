// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

/** A service-worker container and registration driven by hand; anything unexpected throws. */
function fakeWindow(options: { secure?: boolean; host?: string; controller?: boolean } = {}) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: vi.fn(async () => {}),
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controller === false ? null : ({} as ServiceWorker),
    register: vi.fn(async () => registration),
  });
  const win = {
    isSecureContext: options.secure ?? true,
    location: { hostname: options.host ?? 'console.example.com' },
    navigator: { serviceWorker: container },
  } as unknown as Window & typeof globalThis;
  const worker = () =>
    Object.assign(new EventTarget(), {
      state: 'installing',
      postMessage: vi.fn(),
    }) as unknown as ServiceWorker & {
      state: string;
    };
  return { win, registration, container, worker };
}

describe('registerServiceWorker', () => {
  it('SE-10 registers ./sw.js in production only', async () => {
    const dev = fakeWindow();
    await expect(registerServiceWorker({ win: dev.win, production: false })).resolves.toBeNull();
    expect(dev.container.register).not.toHaveBeenCalled();
    const prod = fakeWindow();
    await registerServiceWorker({ win: prod.win, production: true, checkEveryMs: 0 });
    expect(prod.container.register).toHaveBeenCalledWith('./sw.js');
  });

  it('SE-10 a refused or blocked registration (register answers nothing) is skipped, not an error', async () => {
    const refused = fakeWindow();
    refused.container.register.mockRejectedValueOnce(new Error('SecurityError'));
    await expect(registerServiceWorker({ win: refused.win, production: true })).resolves.toBeNull();
    const blocked = fakeWindow();
    blocked.container.register.mockResolvedValueOnce(undefined as never);
    await expect(registerServiceWorker({ win: blocked.win, production: true })).resolves.toBeNull();
  });

  it('SE-10 skips an insecure origin unless it is localhost', async () => {
    const insecure = fakeWindow({ secure: false });
    await expect(registerServiceWorker({ win: insecure.win, production: true })).resolves.toBeNull();
    const local = fakeWindow({ secure: false, host: '127.0.0.1' });
    await registerServiceWorker({ win: local.win, production: true, checkEveryMs: 0 });
    expect(local.container.register).toHaveBeenCalledOnce();
  });

  it('SE-10 reports a newly installed worker while an older one controls the page, then activates it', async () => {
    const { win, registration, container, worker } = fakeWindow();
    const onUpdate = vi.fn();
    await registerServiceWorker({ win, production: true, onUpdate, checkEveryMs: 0 });
    const next = worker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.dispatchEvent(new Event('statechange'));
    expect(onUpdate).not.toHaveBeenCalled();
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(onUpdate).toHaveBeenCalledOnce();
    const activated = onUpdate.mock.calls[0][0].activate();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    await expect(activated).resolves.toBeUndefined();
  });

  it('SE-10 the first install is not an update', async () => {
    const { win, registration, worker } = fakeWindow({ controller: false });
    const onUpdate = vi.fn();
    await registerServiceWorker({ win, production: true, onUpdate, checkEveryMs: 0 });
    const first = worker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.state = 'installed';
    first.dispatchEvent(new Event('statechange'));
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
