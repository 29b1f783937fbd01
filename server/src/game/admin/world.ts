/**
 * The world as the console shows it: each world schedule's view (as the start-up data shows
 * them), who holds the world's lease in a cluster, and how many players are online.
 */
import type { AdminWorldState } from '@idle/contracts';
import { countPlayersOnline } from '../accounts/online';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import type { GameContext } from '../context';
import { GATHERING_EVENTS } from '../gathering/events.schedule';
import { ACTION_BONUS } from '../world/action-bonus.schedule';
import { BONUS_TIME } from '../world/bonus-time.schedule';

export async function worldState(game: GameContext): Promise<AdminWorldState> {
  const lease = game.worldLease;
  return {
    bonusTime: game.world.view(BONUS_TIME),
    actionBonus: game.world.view(ACTION_BONUS),
    gatheringEvent: game.world.view(GATHERING_EVENTS),
    worldBosses: game.world.view(WORLD_BOSSES),
    lease: lease
      ? { clustered: true, holder: await lease.holder(), thisInstance: lease.instanceId }
      : { clustered: false },
    playersOnline: await countPlayersOnline(game),
  };
}
