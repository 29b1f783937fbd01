/** `misc.php?mod=playersOnline` samples: players of several ranks, a moderator and an admin. */
import type { OnlinePlayer } from '@idle/contracts';
import { SAMPLE_USERNAME } from './initial-data';

/** Account status of a moderator (shown "Mod") and of an admin (shown "Admin"). */
export const MOD_STATUS = 50;
export const ADMIN_STATUS = 100;

export function sampleOnlinePlayers(): OnlinePlayer[] {
  return [
    { userid: 1, username: SAMPLE_USERNAME, accountStatus: 0, nobilityRank: 2 },
    { userid: 17, username: 'Warden_Ann', accountStatus: MOD_STATUS, nobilityRank: 10 },
    { userid: 2, username: 'GameMaster', accountStatus: ADMIN_STATUS, nobilityRank: 13 },
    { userid: 408, username: 'lumberjack7', accountStatus: 0, nobilityRank: 1 },
  ];
}
