import type { HttpClient } from '../HttpClient';
import { createEnvelopeDataProvider } from './createEnvelopeDataProvider';
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
export function createDataProvider(kind: DataProviderKind, http: HttpClient): DataProvider {
  if (kind === 'envelope') return createEnvelopeDataProvider(http);
  if (kind === 'rest') return createRestDataProvider(http);
  throw new Error(`data provider '${String(kind)}' is unknown (known: envelope, rest)`);
}
