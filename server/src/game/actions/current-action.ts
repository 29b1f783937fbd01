/**
 * The player's current action outside the ticks: choosing one (enterArea, entering a dungeon),
 * stopping it, and the texts and timer rule every tick shares.
 */
import type { ActionType, BattleTracker } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { GameError } from '../errors';
import type { Database } from '../../db/schema';
import type { GameContext } from '../context';
import {
  deleteStoredAction,
  markActionEnded,
  storeCurrentAction,
  storedNextTickAt,
} from './action-state.repository';

/** A tick may arrive this much before its time (timer granularity), never more. */
export const TICK_TOLERANCE_MS = 50;

export const NO_AUTOS_TEXT = 'You have no Autos left. Refresh them to continue.';
export const TOO_EARLY_TEXT = 'Your action is not ready yet.';

/** The refusal of a tick sent before `readyAt`, saying when it will be accepted. */
export function tooEarly(readyAt: number, now: number): GameError {
  return new GameError(TOO_EARLY_TEXT, 400, { retryIn: Math.max(1, Math.ceil(readyAt - now)) });
}

/** A JSON object column of action_state (params, tracker); anything else reads as empty. */
export function parseStoredObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

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
  const previous = await storedNextTickAt(executor, userId);
  const values = {
    action,
    params: JSON.stringify(params),
    started_at: now,
    next_tick_at: Math.max(now, previous ?? now),
    tracker: JSON.stringify(emptyTracker()),
  };
  await storeCurrentAction(executor, userId, values);
  return values.next_tick_at;
}

/**
 * An answer stopped the player's `action`: the row stays (its timer still holds for the next
 * action) but no longer counts as running, so a reload or another tab does not resume it.
 */
export async function endAction(game: GameContext, userId: number, action: string): Promise<void> {
  // The cached state still says the action runs: the next tick must read the ended row.
  game.actionCache.forget(userId);
  await markActionEnded(game.db, userId, action);
}

export async function stopCurrentAction(game: GameContext, userId: number): Promise<void> {
  await deleteStoredAction(game.db, userId);
}
