/** The account's settings (`preferences.php`): the email, the username and the password. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ChangeUsernameAnswer,
  type PreferencesAnswer,
  type RequestOf,
} from '@idle/contracts';
import { USERNAME_CHANGE_COST_CREDITS } from '@idle/game-rules';
import { $player, applyItemChanges } from '@idle/state';

/** The account's email. */
export function usePreferences(failedText: string): ServerData<PreferencesAnswer> {
  return useQuery(ENDPOINTS.preferences.getPreferences, undefined, { failedText });
}

/**
 * Renames the player for USERNAME_CHANGE_COST_CREDITS credits. The kept profile and
 * leaderboards that show the old name are asked for again when shown.
 */
export async function changeUsername(newUsername: string, password: string) {
  const answer: ChangeUsernameAnswer = await api.call(ENDPOINTS.preferences.changeUsername, {
    newUsername,
    password,
  });
  const player = $player.get();
  if (player) {
    $player.set({ ...player, username: answer.username });
    queryCache.invalidate(ENDPOINTS.profile.load, { id: player.userid });
  }
  applyItemChanges([], [{ id: 'credits', amount: USERNAME_CHANGE_COST_CREDITS }]);
  queryCache.invalidate(ENDPOINTS.leaderboards.leaderboards);
  return answer;
}

export function changePassword(fields: RequestOf<typeof ENDPOINTS.preferences.changePassword>) {
  return api.call(ENDPOINTS.preferences.changePassword, fields);
}
