/** Test support: a trinket given to a player (dev.php grantTrinket, never in production). */
import type { Trinket, TrinketMod } from '@idle/contracts';
import { rollTrinketMods } from '@idle/game-rules';
import { userIdByName } from '../accounts/accounts';
import { playerTransaction } from '../../db/transactions';
import type { GameContext } from '../context';
import { createTrinket } from './store';

/** Creates the trinket (mods rolled unless given) and answers it; counted as created. */
export async function grantTrinket(
  game: GameContext,
  input: {
    username: string;
    type: number;
    rarity: number;
    tier: number;
    mods?: TrinketMod[] | undefined;
  },
): Promise<Trinket> {
  const userId = await userIdByName(game.db, input.username);
  game.actionCache.forget(userId);
  const mods = input.mods ?? rollTrinketMods(input.type, input.rarity, () => game.random.next());
  return playerTransaction(game.db, [userId], (trx) =>
    createTrinket(
      trx,
      userId,
      { type: input.type, tier: input.tier, rarity: input.rarity, mods },
      game.clock.now(),
    ),
  );
}
