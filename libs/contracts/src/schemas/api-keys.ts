/** preferences.php requests for personal API keys: list, create, revoke. */
import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES } from '../api/api-keys';
import { FormId, lineText, modOnly } from './common';

export const ApiKeyScope = z.enum(API_KEY_SCOPES, { error: 'Unknown key scope.' });

export const ListApiKeysQuery = modOnly('listApiKeys');

/** `scopes` travels as one form field, the names separated by commas ("inventory,market"). */
export const CreateApiKeyRequest = z.object({
  mod: z.literal('createApiKey'),
  name: lineText('key name', 'Enter a name for the key.')
    .trim()
    .min(1, 'Enter a name for the key.')
    .max(
      API_KEY_NAME_MAX_LENGTH,
      `A key name is at most ${String(API_KEY_NAME_MAX_LENGTH)} characters.`,
    ),
  scopes: z
    .string({ error: 'Choose what the key may read.' })
    .max(200, 'Choose what the key may read.')
    .transform((text) => [...new Set(text.split(',').filter((scope) => scope !== ''))])
    .pipe(
      z
        .array(ApiKeyScope)
        .min(1, 'Choose what the key may read.')
        .max(API_KEY_SCOPES.length, 'Choose what the key may read.'),
    ),
});

export const RevokeApiKeyRequest = z.object({ mod: z.literal('revokeApiKey'), id: FormId });
