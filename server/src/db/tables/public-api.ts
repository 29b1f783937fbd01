/** Personal keys of the public read-only API (issue 29, migration 0017). */
import type { Generated } from 'kysely';

/**
 * A player's key: only the SHA-256 of the token is kept (the token is shown once, at creation),
 * with its first characters to tell keys apart. A revoked key's row is deleted.
 */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The token's first characters (`idk_` and 6 more). */
  prefix: string;
  /** Hex SHA-256 of the whole token; unique. */
  token_hash: string;
  /** The scopes, comma-separated, in API_KEY_SCOPES order. */
  scopes: string;
  created_at: number;
  last_used_at: number | null;
}

export interface PublicApiTables {
  api_keys: ApiKeysTable;
}
