import type { HttpClient } from '../HttpClient';
import { type BuiltInProviderOptions, createEnvelopeDataProvider } from './createEnvelopeDataProvider';
import { createRestDataProvider } from './createRestDataProvider';
import type { DataProvider } from './DataProvider';

/** The back-end dialects a page may name in `provider:`. */
export type DataProviderKind = 'envelope' | 'rest';

/**
 * The provider a page's `provider:` names, over the runtime's http client.
 *
 * @example
 * const provider = createDataProvider(page.provider ?? 'envelope', runtime.http);
 */
export function createDataProvider(
  kind: DataProviderKind,
  http: HttpClient,
  options: BuiltInProviderOptions = {},
): DataProvider {
  if (kind === 'envelope') return createEnvelopeDataProvider(http, options);
  if (kind === 'rest') return createRestDataProvider(http, options);
  throw new Error(`data provider '${String(kind)}' is unknown (known: envelope, rest)`);
}
