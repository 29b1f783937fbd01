/** Personal keys of the public API (preferences.php; the API itself: game/public-api/). */
import { createApiKey, listApiKeys, revokeApiKey } from '../game/public-api/api-keys';
import { routeModule } from '../http/endpoints';

export const apiKeysRoutes = routeModule('apiKeys', {
  listApiKeys: (_input, { game, userId }) => listApiKeys(game, userId),
  createApiKey: (input, { game, userId }) => createApiKey(game, userId, input.name, input.scopes),
  revokeApiKey: (input, { game, userId }) => revokeApiKey(game, userId, input.id),
});
