/** Chat settings (preferences.php, spec 002 §5): the ignore list and the profanity filter. */
import * as chatSettings from '../game/chat/settings';
import { routeModule } from '../http/endpoints';

export const chatRoutes = routeModule('chat', {
  getChatSettings: (_input, { game, userId }) => chatSettings.getChatSettings(game, userId),
  addIgnore: (input, { game, userId }) => chatSettings.addIgnore(game, userId, input.username),
  removeIgnore: (input, { game, userId }) => chatSettings.removeIgnore(game, userId, input.id),
  setProfanityFilter: (input, { game, userId }) =>
    chatSettings.setProfanityFilter(game, userId, input.enabled === '1'),
});
