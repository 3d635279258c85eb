import { SW_UPDATE_EVENT } from '../shell/progress/swUpdateEvent';

/** What the update notice gets with the news: a way to switch to the new version before reloading. */
export interface ServiceWorkerUpdate {
  /** Tells the waiting worker to take over; resolves once it controls the page (or after 3 s). */
  activate(): Promise<void>;
}

export interface RegisterServiceWorkerOptions {
  /** The worker's URL relative to the page; the build writes `sw.js` beside index.html. */
  url?: string;
  /** Registers only in production builds, so a dev server never serves stale cached code. */
  production?: boolean;
  /** Called once a new version is installed while an older one controls the page. */
  onUpdate?: (update: ServiceWorkerUpdate) => void;
  /** How often a long-lived page asks the server for a new sw.js. Default one hour. */
  checkEveryMs?: number;
  win?: Window & typeof globalThis;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Default `onUpdate`: tell the shell's UpdateNotice through a window event carrying the update. */
const announce = (win: Window) => (update: ServiceWorkerUpdate) =>
  win.dispatchEvent(new CustomEvent<ServiceWorkerUpdate>(SW_UPDATE_EVENT, { detail: update }));

function activator(container: ServiceWorkerContainer, worker: ServiceWorker): ServiceWorkerUpdate {
  return {
    activate: () =>
      new Promise<void>((resolve) => {
        container.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 3000);
        worker.postMessage({ type: 'SKIP_WAITING' });
      }),
  };
}

/**
 * Registers the build's service worker in production, on a secure origin or localhost, and
 * reports a newly installed version while an older one controls the page. Resolves with the
 * registration, or null when skipped or refused (a refusal only costs the offline cache).
 *
 * @example
 * if (process.env.NODE_ENV === 'production') void registerServiceWorker();
 * // <UpdateNotice /> in the shell shows the notice and reloads
 */
export async function registerServiceWorker(
  options: RegisterServiceWorkerOptions = {},
): Promise<ServiceWorkerRegistration | null> {
  const win = options.win ?? window;
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const container = win.navigator.serviceWorker;
  if (!production || !container) return null;
  if (!win.isSecureContext && !LOCAL_HOSTS.has(win.location.hostname)) return null;
  const onUpdate = options.onUpdate ?? announce(win);
  // A refusal, or a blocked registration that answers nothing (a privacy tool's or a test
  // browser's stub of register), only costs the offline cache.
  const registration: ServiceWorkerRegistration | undefined = await container
    .register(options.url ?? './sw.js')
    .catch(() => undefined);
  if (!registration) return null;
  const report = (worker: ServiceWorker) => {
    // No controller means this is the first install, not an update.
    if (container.controller) onUpdate(activator(container, worker));
  };
  if (registration.waiting) report(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') report(worker);
    });
  });
  const every = options.checkEveryMs ?? 3_600_000;
  if (every > 0) setInterval(() => registration.update().catch(() => {}), every);
  return registration;
}
