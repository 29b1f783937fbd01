/** preferences.php requests for personal API keys: list, create, revoke. */
import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES } from '../api/api-keys';
import { FormId, jsonField, lineText, modOnly } from './common';

export const ApiKeyScope = z.enum(API_KEY_SCOPES, { error: 'Unknown key scope.' });

export const ListApiKeysQuery = modOnly('listApiKeys');

/** `scopes` is a JSON list of scope names (the request layer JSON-encodes it). */
export const CreateApiKeyRequest = z.object({
  mod: z.literal('createApiKey'),
  name: lineText('key name', 'Enter a name for the key.')
    .trim()
    .min(1, 'Enter a name for the key.')
    .max(
      API_KEY_NAME_MAX_LENGTH,
      `A key name is at most ${String(API_KEY_NAME_MAX_LENGTH)} characters.`,
    ),
  scopes: jsonField(
    'scopes',
    z
      .array(ApiKeyScope, { error: 'Choose what the key may read.' })
      .min(1, 'Choose what the key may read.')
      .max(API_KEY_SCOPES.length, 'Choose what the key may read.')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Choose each scope once.'),
    200,
  ),
});

export const RevokeApiKeyRequest = z.object({ mod: z.literal('revokeApiKey'), id: FormId });
