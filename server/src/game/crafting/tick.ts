/**
 * What the four crafting ticks share (runecrafting, jewelcrafting, gem creation, alchemy): the
 * timer and Autos checks of battle.ts, one Auto spent, the action counts, the skill experience
 * with the world's bonuses, and the action's own changes, all in ONE transaction.
 *
 * A refusal during a tick (a missing item, too low a level) stops the action with a hard exit
 * and changes nothing: an `{error}` answer would make the client tick again and again.
 * Unlike the fights, crafting keeps nothing in memory between ticks: every tick reads afresh.
 */
import type {
  ActionType,
  ItemAmount,
  SkillId,
  StatisticKey,
  Statistics,
  StopAction,
  TickAnswer,
} from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { GameError } from '../../http/errors';
import {
  emptyTracker,
  NO_AUTOS_TEXT,
  setCurrentAction,
  TICK_TOLERANCE_MS,
  TOO_EARLY_TEXT,
} from '../battle';
import { ITEMS } from '../content/items';
import { skillFromExp } from '../content/progression';
import type { GameContext } from '../context';
import { addItems, removeItems } from '../items';
import type { Random } from '../random';
import { addStatistics } from '../statistics';
import type { World } from '../world';

export type CraftingAction = Extract<
  ActionType,
  'runecrafting' | 'jewelcrafting' | 'jewelcrafting_create_gem' | 'alchemy'
>;
export type CraftingSkill = Extract<SkillId, 'runecrafting' | 'jewelcrafting' | 'alchemy'>;

/** The identifying fields of a tick's request, as stored in the action's params. */
export type CraftingParams = Record<string, string | number>;

/** What the world adds to a crafting action now: exp percent and the change to the timer. */
export interface CraftingBonus {
  expPercent: number;
  /** Milliseconds added to the action delay (negative: a shorter wait). */
  timerMs: number;
}

/** Bonus Time and the crafting action bonus for a crafting action: exp and a shorter timer. */
export function craftingBonus(world: World, action: CraftingAction): CraftingBonus {
  const bonus = world.bonusFor(action);
  return { expPercent: bonus.expPercent, timerMs: bonus.actionTimerMs };
}

/** Experience after the world's bonus percent, whole. */
export function withExpBonus(base: number, expPercent: number): number {
  return Math.floor(base * (1 + expPercent / 100));
}

/** Thrown inside a tick's transaction: rolls everything back and stops the action. */
export class TickRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TickRefusal';
  }
}

/** Refuses the tick: the action stops with this message and nothing changes. */
export function refuse(message: string): never {
  throw new TickRefusal(message);
}

/** What a crafting step may read and change, inside the tick's transaction. */
export interface StepContext {
  trx: Transaction<Database>;
  userId: number;
  username: string;
  now: number;
  random: Random;
  /** The skill's level before this tick's experience. */
  level: number;
  /** The world's exp percent for this action (Bonus Time, the crafting action bonus). */
  expPercent: number;
  /** The stored params when this tick continues the current action; null for a new action. */
  continuing: Record<string, unknown> | null;
  /** Counts owned of these items (0 when none). */
  owned: (itemIds: readonly string[]) => Promise<Record<string, number>>;
}

/** What one crafting step did, for the shared part to store and answer. */
export interface StepOutcome<Data> {
  data: Data;
  /** Experience of this step, bonus included. */
  exp: number;
  itemsToAdd: ItemAmount[];
  itemsToRemove: ItemAmount[];
  statistics?: Partial<Record<StatisticKey, number>>;
  /** Stored with the request's params (e.g. the remaining count). */
  state?: Record<string, number>;
  /** The action ends after this tick (not a refusal: the tick counted). */
  stop?: StopAction;
}

export interface CraftingTickSpec<Data> {
  action: CraftingAction;
  skill: CraftingSkill;
  params: CraftingParams;
  /** Whether the stored params (same action, same request) still continue; e.g. something remains. */
  continues?(stored: Record<string, unknown>): boolean;
  step(context: StepContext): Promise<StepOutcome<Data>>;
}

function sameParams(stored: Record<string, unknown>, params: CraftingParams): boolean {
  return Object.entries(params).every(([key, value]) => stored[key] === value);
}

function parseParams(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One tick of a crafting action. */
export async function craftingTick<Data>(
  game: GameContext,
  userId: number,
  spec: CraftingTickSpec<Data>,
): Promise<TickAnswer<Data>> {
  // A fight's cached state (Autos, statistics) is stale once this tick has run.
  game.actionCache.forget(userId);
  const now = game.clock.now();
  const bonus = craftingBonus(game.world, spec.action);
  const delay = Math.max(0, game.actionDelayMs + bonus.timerMs);
  let autos = 0;
  try {
    const answer = await game.db.transaction().execute(async (trx): Promise<TickAnswer<Data>> => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'username', 'autos', 'stats_day', 'stats_month'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      autos = user.autos;
      const row = await trx
        .selectFrom('action_state')
        .select(['action', 'params', 'next_tick_at', 'tracker'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const stored = row ? parseParams(row.params) : null;
      const continuing =
        row?.action === spec.action &&
        stored !== null &&
        sameParams(stored, spec.params) &&
        (spec.continues?.(stored) ?? true);
      // A new action keeps the previous action's timer (setCurrentAction takes the later time).
      if (row && now < row.next_tick_at - TICK_TOLERANCE_MS) throw new GameError(TOO_EARLY_TEXT);
      if (user.autos <= 0) return { delay, autos: user.autos, stopAction: { msg: NO_AUTOS_TEXT } };

      const skillRow = await trx
        .selectFrom('skills')
        .select('exp')
        .where('user_id', '=', userId)
        .where('skill', '=', spec.skill)
        .executeTakeFirst();
      const expBefore = skillRow?.exp ?? 0;
      const outcome = await spec.step({
        trx,
        userId,
        username: user.username,
        now,
        random: game.random,
        level: skillFromExp(expBefore).level,
        expPercent: bonus.expPercent,
        continuing: continuing ? stored : null,
        async owned(itemIds) {
          const counts: Record<string, number> = Object.fromEntries(itemIds.map((id) => [id, 0]));
          if (itemIds.length === 0) return counts;
          const rows = await trx
            .selectFrom('items')
            .select(['item_id', 'amount'])
            .where('user_id', '=', userId)
            .where('item_id', 'in', [...itemIds])
            .execute();
          for (const item of rows) counts[item.item_id] = Math.max(0, item.amount);
          return counts;
        },
      });

      await removeItems(trx, userId, outcome.itemsToRemove, (itemId) =>
        refuse(`You do not have enough ${ITEMS[itemId]?.name ?? itemId}.`),
      );
      await addItems(trx, userId, outcome.itemsToAdd);
      await trx
        .updateTable('users')
        .set({ autos: sql`autos - 1`, last_active_at: now })
        .where('id', '=', userId)
        .execute();
      if (outcome.exp > 0) {
        await trx
          .insertInto('skills')
          .values({ user_id: userId, skill: spec.skill, exp: outcome.exp })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'skill'])
              .doUpdateSet({ exp: sql`skills.exp + excluded.exp` }),
          )
          .execute();
      }
      const statistics: Statistics = await addStatistics(trx, user, now, {
        totalActions: 1,
        totalActionsDaily: 1,
        totalActionsMonthly: 1,
        ...outcome.statistics,
      });
      const params = { ...spec.params, ...outcome.state };
      if (!continuing) await setCurrentAction(trx, userId, spec.action, params, now);
      const tracker: Record<string, unknown> = continuing ? parseParams(row.tracker) : {};
      const actions = typeof tracker.actions === 'number' ? tracker.actions : 0;
      await trx
        .updateTable('action_state')
        .set({
          params: JSON.stringify(params),
          next_tick_at: now + delay,
          tracker: JSON.stringify({ ...emptyTracker(), ...tracker, actions: actions + 1 }),
        })
        .where('user_id', '=', userId)
        .execute();

      autos = user.autos - 1;
      return {
        delay,
        autos,
        data: outcome.data,
        skill: { id: spec.skill, ...skillFromExp(expBefore + outcome.exp) },
        itemsToAdd: outcome.itemsToAdd,
        itemsToRemove: outcome.itemsToRemove,
        misc: { statistics },
        player: { autos },
        ...(outcome.stop ? { stopAction: outcome.stop } : {}),
      };
    });
    if (answer.data !== undefined) game.world.countAction(spec.action);
    return answer;
  } catch (error) {
    if (error instanceof TickRefusal) {
      return { delay, autos, stopAction: { msg: error.message, hardExit: true } };
    }
    throw error;
  }
}

/** "a" or "an" before a name, for the texts. */
export function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The count left stored with a running gem creation or alchemy action (0 when none). */
export function remainingOf(stored: Record<string, unknown>): number {
  return typeof stored.remaining === 'number' ? stored.remaining : 0;
}
