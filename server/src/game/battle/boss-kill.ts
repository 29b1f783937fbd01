/**
 * A world boss dies: inside the killing tick's transaction, every player who damaged it gets boss
 * tokens by their share of the damage (at least 1) and a roll of its loot, a kill in their
 * statistics and a line in their log.
 */
import type { ItemAmount } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockPlayers } from '../../db/transactions';
import type { BossContent } from '../content/bosses';
import { addItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { bossFighters } from './boss-damage.repository';
import { incrementStatistic } from '../players/statistics.repository';
import { type Random, randomInt } from '../random';

export interface BossKill {
  bossId: number;
  name: string;
  rewards: { userId: number; damage: number; items: ItemAmount[] }[];
}

/** Tokens for `damage` of `total`: the share of the boss's tokens, rounded down, at least 1. */
export function bossTokenShare(tokens: number, damage: number, total: number): number {
  if (total <= 0 || damage <= 0) return 0;
  return Math.max(1, Math.floor((tokens * damage) / total));
}

export async function bossKillWrites(
  trx: Transaction<Database>,
  random: Random,
  bossId: number,
  content: BossContent,
  now: number,
): Promise<BossKill> {
  const fighters = await bossFighters(trx, bossId);
  // Value goes to every fighter at once: their rows are locked first, in the one order.
  await lockPlayers(
    trx,
    fighters.map((fighter) => fighter.user_id),
  );
  const total = fighters.reduce((sum, row) => sum + row.damage, 0);
  const rewards: BossKill['rewards'] = [];
  for (const fighter of fighters) {
    const damage = fighter.damage;
    const items: ItemAmount[] = [
      { id: 'boss_tokens', amount: bossTokenShare(content.tokens, damage, total) },
    ];
    for (const entry of content.loot) {
      if (random.next() * entry.frequency < 1) {
        items.push({
          id: entry.itemId,
          amount: randomInt(random, entry.amount[0], entry.amount[1]),
        });
      }
    }
    await addItems(trx, fighter.user_id, items, 'created');
    await incrementStatistic(trx, fighter.user_id, 'totalBossesKilled');
    await addLogEntry(
      trx,
      fighter.user_id,
      'msg',
      bossSlainText(content.name, damage, total, items),
      now,
    );
    rewards.push({ userId: fighter.user_id, damage, items });
  }
  return { bossId, name: content.name, rewards };
}

/**
 * A boss fighter's log line: "Gorewing was slain. You dealt 12.5% of its damage and earned
 * 1,200 x [item:boss_token], 2 x [item:gold]." (numbers as the screen formats them).
 */
export function bossSlainText(
  bossName: string,
  damage: number,
  total: number,
  items: readonly ItemAmount[],
): string {
  const percent = formatNumber(Math.round((1000 * damage) / total) / 10);
  const earned = items.map((item) => `${formatNumber(item.amount)} x [item:${item.id}]`).join(', ');
  return `${bossName} was slain. You dealt ${percent}% of its damage and earned ${earned}.`;
}
