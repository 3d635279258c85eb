import { createContext, useContext } from 'react';
import type { ApiConfig } from './createSessionApi';

/**
 * app.yaml `api` for the screens of the signed-in console: the header's notices and search, the
 * upload widget and the dashboard cards read their calls from it. The console frame provides it;
 * outside one it is `{}`, every call the spec's default.
 */
export const ApiContext = createContext<ApiConfig>({});

/**
 * The console's app.yaml `api` (see {@link ApiContext}).
 *
 * @example const api = useApiConfig(); if (api.search !== false) tools.push(<SearchDialog />);
 */
export function useApiConfig(): ApiConfig {
  return useContext(ApiContext);
}
