/**
 * The SQL of `player_progress`: per-player counters of the trinket and labyrinth systems
 * (celestial slots, the artisan shrine's level); no row means every counter at 0.
 */
import type { Db } from '../../db/database';

export async function celestialSlotsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('player_progress')
    .select('celestial_slots')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.celestial_slots ?? 0;
}

export async function setCelestialSlots(db: Db, userId: number, slots: number): Promise<void> {
  await db
    .insertInto('player_progress')
    .values({ user_id: userId, celestial_slots: slots })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ celestial_slots: slots }))
    .execute();
}

export async function artisanLevelOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('player_progress')
    .select('artisan_level')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.artisan_level ?? 0;
}

export async function setArtisanLevel(db: Db, userId: number, level: number): Promise<void> {
  await db
    .insertInto('player_progress')
    .values({ user_id: userId, artisan_level: level })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ artisan_level: level }))
    .execute();
}
