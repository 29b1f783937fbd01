/**
 * Trinkets found while battling and gathering: about 1 in 125,000 actions, raised by the land
 * and the treasure hunter (game-rules `trinketDropChance`). A battle finds a battling trinket,
 * gathering a gathering one; the find is logged (a `trinket` log entry).
 */
import type { ActionType, Trinket } from '@idle/contracts';
import {
  rollTrinketDropRarity,
  rollTrinketMods,
  TRINKET_BASE_DROP_CHANCE,
  trinketDropChance,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GameContext } from '../context';
import { landTrinketChancePercent } from '../land/effects';
import { addLogEntry } from '../log/log';
import { systemRandom } from '../random';
import { createTrinket } from './store';

const TRINKET_TYPE_OF_ACTION: Partial<Record<ActionType, 1 | 2>> = {
  battling: 1,
  specialBattling: 1,
  dungeoneering: 1,
  bossBattle: 1,
  clanMobBattle: 1,
  clanBossBattle: 1,
  mining: 2,
  woodcutting: 2,
  quarrying: 2,
};

/**
 * Draws below this may find a trinket with some bonus: the land and treasure-hunter bonus is
 * read only for them (one action in 1,250), never on the other ticks.
 */
const BONUS_READ_BELOW = TRINKET_BASE_DROP_CHANCE * 100;

/**
 * The chance draw of an action's trinket, from its own source so that the game's seeded
 * sequence (fights, loot) is the same with or without it; 1 (never) for other actions.
 */
export function trinketDraw(action: ActionType): number {
  return TRINKET_TYPE_OF_ACTION[action] === undefined ? 1 : systemRandom.next();
}

/** Whether a draw of the action may find a trinket (the land and hunter bonus not yet read). */
export function mayFindTrinket(action: ActionType, draw: number): boolean {
  return TRINKET_TYPE_OF_ACTION[action] !== undefined && draw < BONUS_READ_BELOW;
}

/**
 * Inside the tick's transaction: with `draw` under the player's chance, a new trinket of the
 * action's type (rarity from game-rules, tier 1), counted as created and logged.
 */
export async function dropTrinket(
  trx: Transaction<Database>,
  game: GameContext,
  userId: number,
  action: ActionType,
  draw: number,
  now: number,
): Promise<Trinket | null> {
  const type = TRINKET_TYPE_OF_ACTION[action];
  if (type === undefined || !mayFindTrinket(action, draw)) return null;
  if (draw >= TRINKET_BASE_DROP_CHANCE) {
    const bonusPercent = await landTrinketChancePercent(trx, userId);
    if (draw >= trinketDropChance(bonusPercent)) return null;
  }
  const random = () => game.random.next();
  const rarity = rollTrinketDropRarity(random());
  const trinket = await createTrinket(
    trx,
    userId,
    { type, tier: 1, rarity, mods: rollTrinketMods(type, rarity, random) },
    now,
  );
  // The shell shows the tag as the trinket's rarity and type name ("Epic Battling Trinket").
  await addLogEntry(trx, userId, 'trinket', `You found a [trinket:${rarity}:${type}].`, now);
  return trinket;
}
