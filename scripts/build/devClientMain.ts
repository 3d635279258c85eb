import { createDevOverlay, type OverlayPayload } from './devOverlay';
import { entryOf, ROUTE_MAP_ID } from './pageEntry';

// The page's side of `jimu dev` (bundled by devClient.ts, served as /__jimu/dev.js): shows the
// problems of the last change, hides them when they are gone, reloads when a new build is served.
// The entry script the page runs tells the server which build that is.
const overlay = createDevOverlay(document, window.sessionStorage);
const entry =
  document.querySelector('script[type="module"][src*="main-"]')?.getAttribute('src') ??
  entryOf(document.getElementById(ROUTE_MAP_ID)?.textContent ?? '');
const source = new EventSource(`/__jimu/events?entry=${encodeURIComponent(entry)}`);
source.addEventListener('reload', () => location.reload());
source.addEventListener('errors', (event) =>
  overlay.show(JSON.parse((event as MessageEvent).data) as OverlayPayload),
);
source.addEventListener('ok', () => overlay.hide());
