/**
 * The sample console keeps its token under app.yaml `http.tokenStorageKey` (admin-token). The
 * demo only shows a masked prefix of it; no service hands tokens to plugins.
 */
const TOKEN_KEY = 'admin-token';

export const storedToken = (): string => localStorage.getItem(TOKEN_KEY) ?? '';

/** `admin-token-9f2c…`: enough to tell two tokens apart, not enough to use one. */
export const maskToken = (token: string): string => (token ? `${token.slice(0, 16)}…` : '—');
