/**
 * The address an iframe demo may load: an absolute http(s) URL, or undefined (javascript:, data:,
 * file:, relative or malformed addresses are refused, never "fixed").
 *
 * @example safeFrameUrl('https://example.com/a') // 'https://example.com/a'
 * safeFrameUrl('javascript:alert(1)') // undefined
 */
export function safeFrameUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The mock server's sample page on the console's own origin (no internet at run time). */
export const samplePageUrl = (origin = window.location.origin) => `${origin}/mock-assets/iframe/sample.html`;
/** The mock server's API page. */
export const apiPageUrl = (origin = window.location.origin) => `${origin}/mock-assets/iframe/api.html`;
