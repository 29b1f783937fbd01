/**
 * Personal API keys (issue 29, "A public read-only API"): what /preferences shows of each key and
 * the public API's fixed addresses. The answers of the public API itself are zod schemas
 * (`schemas/public-api.ts`), from which its OpenAPI document is generated.
 */

/** What a key may read; each public route needs one of them. */
export const API_KEY_SCOPES = ['profile', 'inventory', 'market', 'leaderboards'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Keys one player may hold at once. */
export const API_KEYS_PER_PLAYER = 10;
export const API_KEY_NAME_MAX_LENGTH = 40;

/** Where the public API answers (GET only), its OpenAPI document and its reference page. */
export const PUBLIC_API_BASE = '/api/v1/';
export const PUBLIC_API_OPENAPI_PATH = '/api/v1/openapi.json';
export const PUBLIC_API_DOCS_PATH = '/api/docs';
/** The header a key travels in (`Authorization: Bearer <key>` is read too). */
export const API_KEY_HEADER = 'X-Api-Key';

/** A key as its owner sees it: never the key itself, only its first characters. */
export interface ApiKeySummary {
  id: number;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: number;
  /** Null until the key is first used. */
  lastUsedAt: number | null;
}

/** `createApiKey`: the new key, shown this once; the server keeps only its hash. */
export interface CreatedApiKey {
  key: ApiKeySummary;
  token: string;
}
