/** Who plays: the players online and a player's id by name (misc.php). */
import { z } from 'zod';
import { PlayerName, modOnly } from './common';

export const PlayersOnlineQuery = modOnly('playersOnline');
export const GetUseridRequest = z.object({
  mod: z.literal('getUserid'),
  username: PlayerName,
});
