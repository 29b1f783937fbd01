/** The page's client: a federation singleton that the shell configures once with configureApi. */
import { buildClient, resolveOptions } from './client';
import type { ApiClient, ApiClientOptions } from './client';
import { queryCache } from './query-cache';

let options = resolveOptions();

/** The shared client every app imports. Works before configureApi, with the defaults. */
export const api: ApiClient = buildClient(() => options);

/**
 * Replaces the options of `api` (unset ones take their defaults); the shell calls it at start.
 * Answers kept from the client before are forgotten: they may be another server's.
 */
export function configureApi(next: ApiClientOptions = {}): void {
  options = resolveOptions(next);
  queryCache.clear();
}
