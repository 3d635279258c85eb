import { createContext } from 'react';

/**
 * The key of the view a page renders in: its tab key (fullPath for per-parameter routes, else the
 * path), or the path when the route makes no tab. The router's view provides it, so a kept-alive
 * page still knows its own tab while another one shows (`useCurrentTab`).
 */
export const CurrentViewContext = createContext<string | null>(null);
