/**
 * The player's current action outside the ticks: choosing one (enterArea, entering a dungeon),
 * stopping it, and the texts and timer rule every tick shares.
 */
import type { ActionType, BattleTracker } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { GameContext } from '../context';

/** A tick may arrive this much before its time (timer granularity), never more. */
export const TICK_TOLERANCE_MS = 50;

export const NO_AUTOS_TEXT = 'You have no Autos left. Refresh them to continue.';
export const TOO_EARLY_TEXT = 'Your action is not ready yet.';

export function emptyTracker(): BattleTracker {
  return { actions: 0, wins: 0, losses: 0, gold: 0 };
}

/**
 * Makes `action` the player's current action, with a fresh tracker. The previous action's timer
 * still holds: changing actions never skips the wait. Answers when the next tick may come.
 */
export async function setCurrentAction(
  executor: Db | Transaction<Database>,
  userId: number,
  action: ActionType,
  params: unknown,
  now: number,
): Promise<number> {
  const previous = await executor
    .selectFrom('action_state')
    .select('next_tick_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const values = {
    action,
    params: JSON.stringify(params),
    started_at: now,
    next_tick_at: Math.max(now, previous?.next_tick_at ?? now),
    tracker: JSON.stringify(emptyTracker()),
  };
  await executor
    .insertInto('action_state')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return values.next_tick_at;
}

export async function stopCurrentAction(game: GameContext, userId: number): Promise<void> {
  await game.db.deleteFrom('action_state').where('user_id', '=', userId).execute();
}
