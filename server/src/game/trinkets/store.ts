/**
 * Trinket rows: reading them as answers carry them, creating one (counted in the economy as
 * `trinket:<rarity>`), and the bonuses of a player's active trinkets.
 */
import type { Trinket, TrinketMod } from '@idle/contracts';
import { trinketBonuses, type TrinketBonuses } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { GameError } from '../errors';
import { countFlow } from '../economy/economy';
import {
  findOwnTrinket,
  insertTrinket,
  listActiveTrinketMods,
  type TrinketRow,
} from './trinkets.repository';

export const NO_SUCH_TRINKET_TEXT = 'You do not own that trinket.';

/** The economy counter key of trinkets of a rarity (trinkets are rows, not item amounts). */
export function trinketKey(rarity: number): string {
  return `trinket:${rarity}`;
}

function parseMods(json: string): TrinketMod[] {
  return JSON.parse(json) as TrinketMod[];
}

export function trinketView(row: TrinketRow): Trinket {
  return {
    id: row.id,
    type: row.type === 2 ? 2 : 1,
    tier: row.tier,
    rarity: row.rarity,
    mods: parseMods(row.mods),
    equipped: row.equipped === 1,
    celestial: row.celestial === 1,
    rerolledMods: row.rerolled_mods === null ? null : parseMods(row.rerolled_mods),
  };
}

/** The player's trinket `id`, or the refusal when it is missing or someone else's. */
export async function ownTrinket(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<TrinketRow> {
  const row = await findOwnTrinket(trx, userId, id);
  if (!row) throw new GameError(NO_SUCH_TRINKET_TEXT);
  return row;
}

/** Inserts a new trinket and counts it as created; answers it. */
export async function createTrinket(
  trx: Transaction<Database>,
  userId: number,
  trinket: { type: number; tier: number; rarity: number; mods: TrinketMod[] },
  now: number,
): Promise<Trinket> {
  await countFlow(trx, userId, [{ id: trinketKey(trinket.rarity), amount: 1 }], 'created');
  const row = await insertTrinket(trx, {
    user_id: userId,
    type: trinket.type,
    tier: trinket.tier,
    rarity: trinket.rarity,
    mods: JSON.stringify(trinket.mods),
    rerolled_mods: null,
    created_at: now,
  });
  return trinketView(row);
}

/**
 * What the player's active trinkets of a type add to gains: equipped ones and celestial ones
 * (a celestial slot keeps its trinket active).
 */
export async function loadTrinketBonuses(
  db: Db,
  userId: number,
  type: 1 | 2,
): Promise<TrinketBonuses> {
  const rows = await listActiveTrinketMods(db, userId, type);
  return trinketBonuses(rows.map((row) => ({ ...row, mods: parseMods(row.mods) })));
}

export type { TrinketBonuses } from '@idle/game-rules';
