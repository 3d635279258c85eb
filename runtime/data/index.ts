export { CHUNK_TIMEOUT_MS, ChunkLoadError } from './ChunkLoadError';
export type { BodyCodec, FetchRequestOptions } from './createFetchRequest';
export { createFetchRequest, loadQs } from './createFetchRequest';
export type { HttpClientOptions, HttpConfig } from './createHttpClient';
export { createHttpClient } from './createHttpClient';
export type { PublicKeyInfo } from './createRsaCodec';
export { createRsaCodec } from './createRsaCodec';
export type { Envelope, HttpClient, HttpMethod, HttpRequest, RequestFn } from './HttpClient';
export { toHttpClient } from './HttpClient';
export type { HttpErrorReason } from './HttpError';
export { HttpError } from './HttpError';
export { loadChunk } from './loadChunk';
export type { HttpLanguage, HttpMessageKey } from './messages';
export { httpMessage, httpMessages, statusMessage, statusMessages } from './messages';
export { createDataProvider, type DataProviderKind } from './providers/createDataProvider';
export { createEnvelopeDataProvider } from './providers/createEnvelopeDataProvider';
export { createRestDataProvider, restListQuery } from './providers/createRestDataProvider';
export type { DataProvider, ListParams, ListResult } from './providers/DataProvider';
export { listFilter } from './providers/listFilter';
export { testDataProvider } from './providers/testDataProvider';
export { qsOptions, qsStringifyOptions } from './qsOptions';
export type { EnvelopeFields, ReadEnvelope } from './readEnvelope';
export { readEnvelope } from './readEnvelope';
export { reportChunkError } from './reportChunkError';
export type {
  RefreshTokenFn,
  TokenRefreshContext,
  TokenRefreshEmitted,
  TokenRefreshEvent,
  TokenWaiter,
} from './tokenRefreshMachine';
export { tokenRefreshMachine } from './tokenRefreshMachine';
export type { ErrorCatalogueHandlers, HttpErrorLog } from './withErrorCatalogue';
export { withErrorCatalogue } from './withErrorCatalogue';
export type { TokenRefreshOptions } from './withTokenRefresh';
export { withTokenRefresh } from './withTokenRefresh';
