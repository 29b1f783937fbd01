/**
 * Personal keys of the public API (`preferences.php` listApiKeys, createApiKey, revokeApiKey):
 * the list /preferences shows, kept in the query cache and rewritten by each change.
 */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@idle/contracts';

export function useApiKeys(failedText: string): ServerData<ApiKeySummary[]> {
  return useQuery(ENDPOINTS.apiKeys.listApiKeys, undefined, { failedText });
}

/** Creates a key; the answer holds the key itself, which the server never shows again. */
export async function createApiKey(
  name: string,
  scopes: readonly ApiKeyScope[],
): Promise<CreatedApiKey> {
  const created = await api.call(ENDPOINTS.apiKeys.createApiKey, { name, scopes: [...scopes] });
  queryCache.update(ENDPOINTS.apiKeys.listApiKeys, undefined, (keys) => [...keys, created.key]);
  return created;
}

export async function revokeApiKey(id: number): Promise<void> {
  await api.call(ENDPOINTS.apiKeys.revokeApiKey, { id });
  queryCache.update(ENDPOINTS.apiKeys.listApiKeys, undefined, (keys) =>
    keys.filter((key) => key.id !== id),
  );
}
