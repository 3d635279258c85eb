export { ApiContext, useApiConfig } from './api/ApiContext';
export type { AuthProvider, AuthProviderFactory } from './api/AuthProvider';
export { sessionApiOf } from './api/AuthProvider';
export type { CallConfig } from './api/callApi';
export type { ConsoleCallOptions, NoticeCalls } from './api/consoleCalls';
export { noticeCalls, readSource, searchCall, uploadCall } from './api/consoleCalls';
export type { ApiConfig, ApiUser, SessionApi } from './api/createSessionApi';
export { createSessionApi } from './api/createSessionApi';
export { CHUNK_TIMEOUT_MS, ChunkLoadError } from './ChunkLoadError';
export type { BodyCodec, FetchRequestOptions, TokenTransport } from './createFetchRequest';
export { createFetchRequest, loadQs } from './createFetchRequest';
export type { HttpClientOptions, HttpConfig } from './createHttpClient';
export { createHttpClient } from './createHttpClient';
export type { PublicKeyInfo } from './createRsaCodec';
export { createRsaCodec } from './createRsaCodec';
export type {
  BackendAdapter,
  Envelope,
  HttpClient,
  HttpMethod,
  HttpRequest,
  RawAnswer,
  RequestFn,
} from './HttpClient';
export { toHttpClient } from './HttpClient';
export type { HttpErrorReason } from './HttpError';
export { HttpError } from './HttpError';
export { loadChunk } from './loadChunk';
export type { MappedValue, MappingProblem } from './mappingError';
export { mappingError } from './mappingError';
export type { HttpMessageKey } from './messages';
export { httpMessage, statusMessage } from './messages';
export { createDataProvider, type DataProviderKind } from './providers/createDataProvider';
export { createEnvelopeDataProvider } from './providers/createEnvelopeDataProvider';
export { createRestDataProvider, restListQuery } from './providers/createRestDataProvider';
export type { DataProvider, DataProviderFactory, ListParams, ListResult } from './providers/DataProvider';
export { listFilter } from './providers/listFilter';
export type { BackendHooks, PageBackend } from './providers/pageDataProvider';
export { pageDataProvider } from './providers/pageDataProvider';
export { testDataProvider } from './providers/testDataProvider';
export type { WriteCall, WriteExpectation } from './providers/writeAnswer';
export { checkWrite, expectedAnswer, fitsWrite, UnknownResultError } from './providers/writeAnswer';
export { qsOptions, qsStringifyOptions } from './qsOptions';
export type { EnvelopeFields, ReadEnvelope } from './readEnvelope';
export { readEnvelope } from './readEnvelope';
export type { PathSource } from './readPath';
export { fillTemplate, readPath } from './readPath';
export { readTotal } from './readTotal';
export { reportChunkError } from './reportChunkError';
export type {
  RefreshTokenFn,
  TokenRefreshContext,
  TokenRefreshEmitted,
  TokenRefreshEvent,
  TokenWaiter,
} from './tokenRefreshMachine';
export { tokenRefreshMachine } from './tokenRefreshMachine';
export type { ErrorCatalogueHandlers, HttpErrorLog, StatusMeanings } from './withErrorCatalogue';
export { withErrorCatalogue } from './withErrorCatalogue';
export type { TokenRefreshOptions } from './withTokenRefresh';
export { withTokenRefresh } from './withTokenRefresh';
