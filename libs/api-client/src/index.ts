/** @idle/api-client: the request layer of the spec, shared by every app (a federation singleton). */
export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CallArguments,
  FetchLike,
  RequestOptions,
} from './client';
export { api, configureApi } from './default-client';
export { encodeForm, withQuery } from './encoding';
export type { FieldValue, FormBody, QueryParams } from './encoding';
export { ApiError, LogoutError, RetryLaterError, ServerDownError } from './errors';
export { CALL_FAILED_TEXT, useServerCall } from './use-server-call';
export type { ServerCall } from './use-server-call';
export { failureText } from './load-state';
export type { LoadState, ServerData } from './load-state';
export { endpointKey, FRESH_FOR_MS, queryCache, queryKey } from './query-cache';
export type { KeyFields } from './query-cache';
export { fetchQuery, useQuery } from './use-query';
export type { QueryArguments, QueryOptions } from './use-query';
