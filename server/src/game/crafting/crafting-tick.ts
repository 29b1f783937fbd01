/**
 * What the four crafting handlers share (runecrafting, jewelcrafting, gem creation, alchemy):
 * the skill's experience in the cached state, the world's bonus (more exp, a shorter timer),
 * whether a tick continues the stored action or begins it anew, and the crafting answer.
 *
 * A refusal during a tick (too low a level, an unknown recipe, items missing when they are
 * taken) stops the action with a hard exit and changes nothing: an `{error}` answer would make
 * the client tick again and again. Items are never cached: they are taken in the writes, only
 * while owned (see Tick.spend).
 */
import { skillFromExp } from '@idle/game-rules';
import type { ActionType, ItemAmount, SkillId, StatisticKey, StopAction } from '@idle/contracts';
import type { ArtisanShrineEffects } from '@idle/game-rules';
import { CRAFTING_DROP } from '../content/crafting';
import type { GameContext } from '../context';
import { loadBonuses } from '../bonus-sources';
import { skillExp } from '../players/skills.repository';
import type { Random } from '../random';
import type { StoredAction, Tick } from '../actions/handler';
import type { ActionState } from '../actions/state';
import { ACTION_BONUS } from '../world/action-bonus.schedule';
import { worldBonusFor } from '../world/world-bonus';

export type CraftingAction = Extract<
  ActionType,
  'runecrafting' | 'jewelcrafting' | 'jewelcrafting_create_gem' | 'alchemy'
>;
export type CraftingSkill = Extract<SkillId, 'runecrafting' | 'jewelcrafting' | 'alchemy'>;

/** The identifying fields of a tick's request, as stored in the action's params. */
export type CraftingParams = Record<string, string | number>;

/** The crafting part of a crafting handler's cached state. */
export interface CraftingOwn {
  skillExp: number;
  /** The stored action is this one (its params tell whether a tick continues it). */
  current: boolean;
  /** The artisan shrine's effects (more exp, a shorter timer). */
  shrine: ArtisanShrineEffects;
}

export async function loadCraftingOwn(
  game: GameContext,
  userId: number,
  skill: CraftingSkill,
  action: CraftingAction,
  stored: StoredAction | null,
): Promise<CraftingOwn> {
  return {
    skillExp: (await skillExp(game.db, userId, skill)) ?? 0,
    current: stored?.action === action,
    shrine: (await loadBonuses(game.db, userId, ['artisanShrine'])).artisanShrine,
  };
}

/** The change to a crafting action's timer: the crafting action bonus and the shrine shorten it. */
export function craftingTimerChange(action: CraftingAction) {
  return (game: GameContext, own: CraftingOwn): number =>
    worldBonusFor(game.world, action).actionTimerMs - own.shrine.craftingTimeReductionMs;
}

/**
 * Bonus Time, the crafting action bonus, the shrine, the Gathering Exp boost and the nobility
 * rank: a crafting action's exp percent now.
 */
export function craftingExpPercent(
  game: GameContext,
  action: CraftingAction,
  state: ActionState<CraftingOwn>,
): number {
  return (
    worldBonusFor(game.world, action).expPercent +
    state.own.shrine.expPercent +
    state.personal.gatheringExpPercent
  );
}

/** Whether the crafting action bonus is running now (the result screens say so). */
export function craftingBonusActive(game: GameContext): boolean {
  return game.world.get(ACTION_BONUS).active() === 'crafting';
}

/**
 * What a crafting tick finds beside what it crafts ({@link CRAFTING_DROP}), the Drops boost
 * raising the chance. One draw whatever it finds: the amount is read from where the draw fell
 * under the chance, so a tick always takes exactly one value of the game's sequence.
 */
export function rollCraftingDrops(random: Random, dropPercent: number): ItemAmount[] {
  const chance = (1 + dropPercent / 100) / CRAFTING_DROP.frequency;
  const draw = random.next();
  if (draw >= chance) return [];
  const [min, max] = CRAFTING_DROP.amount;
  const amount = Math.min(max, min + Math.floor((draw / chance) * (max - min + 1)));
  return [{ id: CRAFTING_DROP.itemId, amount }];
}

/** Experience after the world's bonus percent, whole. */
export function withExpBonus(base: number, expPercent: number): number {
  return Math.floor(base * (1 + expPercent / 100));
}

/** The count left stored with a running gem creation or alchemy action (0 when none). */
export function remainingOf(stored: Record<string, unknown>): number {
  return typeof stored.remaining === 'number' ? stored.remaining : 0;
}

/**
 * Whether this tick continues the stored action: the same action with the same request, and
 * `continues` (e.g. some remain to make); otherwise it begins the action anew.
 */
export function continuesStored(
  state: ActionState<CraftingOwn>,
  params: CraftingParams,
  continues: (stored: Record<string, unknown>) => boolean = () => true,
): boolean {
  const stored = state.params;
  return (
    state.own.current &&
    !state.starting &&
    Object.entries(params).every(([key, value]) => stored[key] === value) &&
    continues(stored)
  );
}

/** What one crafting step did. */
export interface CraftingStep<Data, Writes> {
  skill: CraftingSkill;
  continuing: boolean;
  /** Stored with the action: the request's params and the step's own (e.g. the count left). */
  params: Record<string, unknown>;
  data: Data;
  /** Experience of this step, bonus included. */
  exp: number;
  itemsToAdd: ItemAmount[];
  itemsToRemove: ItemAmount[];
  /** The text when the items to remove are not all owned at write time. */
  shortfallText: string;
  statistics?: [StatisticKey, number][];
  /** The handler's own writes, as the data its `write` applies. */
  writes?: Writes;
  /** The action ends after this tick (not a refusal: the tick counted). */
  stop?: StopAction;
}

/**
 * The tick of a crafting step, with the crafting answer: the step's items plus the crafting drops
 * (drawn after the step's own draws), the drops also answered as `drops`.
 */
export function craftingTick<Data, Writes = never>(
  game: GameContext,
  state: ActionState<CraftingOwn>,
  step: CraftingStep<Data, Writes>,
): Tick<Data, Writes> {
  const { own } = state;
  const drops = rollCraftingDrops(game.random, state.personal.dropPercent);
  const itemsToAdd = [...step.itemsToAdd, ...drops];
  own.skillExp += step.exp;
  own.current = true;
  const skill = { id: step.skill, ...skillFromExp(own.skillExp) };
  return {
    kind: 'tick',
    ...(step.continuing ? {} : { start: true }),
    params: step.params,
    increments: step.statistics ?? [],
    skills: [[step.skill, step.exp]],
    itemsToAdd,
    spend: { items: step.itemsToRemove, shortfallText: step.shortfallText },
    ...(step.writes === undefined ? {} : { writes: step.writes }),
    answer: {
      data: step.data,
      skill,
      drops,
      itemsToAdd,
      itemsToRemove: step.itemsToRemove,
      ...(step.stop ? { stopAction: step.stop } : {}),
    },
  };
}
