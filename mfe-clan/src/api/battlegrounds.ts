/** The clan battlegrounds (`loadBattlegrounds`): mobs left and the boss's hit points. */
import { queryCache, useQuery, type ServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type BattleResult,
  type BusEvents,
  type LoadBattlegroundsAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { $clan } from '@idle/state';

export function useBattlegrounds(): ServerData<LoadBattlegroundsAnswer> {
  return useQuery(ENDPOINTS.clan.loadBattlegrounds);
}

function isBattleResult(data: unknown): data is BattleResult {
  if (typeof data !== 'object' || data === null) return false;
  const { p2 } = data as Partial<BattleResult>;
  return typeof p2 === 'object' && typeof p2.name === 'string' && typeof p2.hp === 'number';
}

/** What a clan battle tick of the player changed on the battlegrounds. */
export function applyClanBattleTick({ action, answer }: BusEvents['tick']): void {
  if (action !== 'clanMobBattle' && action !== 'clanBossBattle') return;
  const fight = answer.data;
  if (!isBattleResult(fight)) return;
  if (action === 'clanMobBattle') {
    const left = fight.mobsRemaining;
    if (left === undefined) return;
    queryCache.update(ENDPOINTS.clan.loadBattlegrounds, undefined, (grounds) => ({
      ...grounds,
      mobData: grounds.mobData.map((mob) =>
        mob.name === fight.p2.name ? { ...mob, amount: left } : mob,
      ),
    }));
  } else if (fight.winner === 1) {
    // Slain: what comes next (no boss, or a new one) is the server's to say.
    queryCache.invalidate(ENDPOINTS.clan.loadBattlegrounds);
  } else {
    // The hit points left after every member's hits, as the tick answers them.
    queryCache.update(ENDPOINTS.clan.loadBattlegrounds, undefined, (grounds) =>
      grounds.bossData === null
        ? grounds
        : { ...grounds, bossData: { ...grounds.bossData, hpRemaining: fight.p2.hp } },
    );
  }
}

// Registered once when the remote loads, so kept answers stay right while the page is closed.
bus.on('tick', applyClanBattleTick);

bus.on('socket', ({ type }) => {
  // A boss the clan slew gives every fighter items: the battlegrounds changed.
  if (type === 'addItemsToUser' && $clan.get() !== null) {
    queryCache.invalidate(ENDPOINTS.clan.loadBattlegrounds);
  }
});
