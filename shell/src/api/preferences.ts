/** The account's settings (`preferences.php`): the email, the username and the password. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ChangeUsernameAnswer,
  type LeaderboardRow,
  type LeaderboardsAnswer,
  type PreferencesAnswer,
  type RequestOf,
} from '@idle/contracts';
import { USERNAME_CHANGE_COST_CREDITS } from '@idle/game-rules';
import { $player, applyItemChanges } from '@idle/state';

/** The account's email. */
export function usePreferences(failedText: string): ServerData<PreferencesAnswer> {
  return useQuery(ENDPOINTS.preferences.getPreferences, undefined, { failedText });
}

/** The board with the player's row showing `username`; the same board when they are not on it. */
function renamedOnBoard(
  leaderboards: LeaderboardsAnswer,
  userid: number,
  username: string,
): LeaderboardsAnswer {
  const { board } = leaderboards;
  if (!board || !Array.isArray(board.rows) || !board.rows.some((row) => row[1] === userid)) {
    return leaderboards;
  }
  const rows = board.rows.map((row): LeaderboardRow => {
    const [rank, rowUserid, , nobilityRank, accountStatus, value] = row;
    return rowUserid === userid
      ? [rank, userid, username, nobilityRank, accountStatus, value]
      : row;
  });
  return { ...leaderboards, board: { ...board, rows } };
}

/**
 * Renames the player for USERNAME_CHANGE_COST_CREDITS credits; the kept profile and leaderboards
 * show the new name at once.
 */
export async function changeUsername(newUsername: string, password: string) {
  const answer: ChangeUsernameAnswer = await api.call(ENDPOINTS.preferences.changeUsername, {
    newUsername,
    password,
  });
  const { username } = answer;
  applyItemChanges([], [{ id: 'credits', amount: USERNAME_CHANGE_COST_CREDITS }]);
  const player = $player.get();
  if (!player) return answer;
  const { userid } = player;
  $player.set({ ...player, username });
  queryCache.update(ENDPOINTS.profile.load, { id: userid }, (profile) =>
    profile.banned ? profile : { ...profile, username },
  );
  queryCache.update(ENDPOINTS.leaderboards.leaderboards, undefined, (leaderboards) =>
    renamedOnBoard(leaderboards, userid, username),
  );
  return answer;
}

export function changePassword(fields: RequestOf<typeof ENDPOINTS.preferences.changePassword>) {
  return api.call(ENDPOINTS.preferences.changePassword, fields);
}
