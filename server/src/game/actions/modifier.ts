/**
 * A tick modifier: what a domain adds to every action tick without the pipeline naming it (the
 * boosts and nobility rank, the clan's tax and experience, trinket drops). The modifiers are
 * composed in one list (game/tick-modifiers.ts) that the server and the test kit put in the
 * GameContext; the pipeline runs each hook it has, in the list's order. `Game` is the GameContext
 * (context.ts names `GameTickModifier`): a parameter, so this module does not import the context
 * that lists the modifiers.
 */
import type { ActionType, ItemAmount, SkillId, TickAnswer } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { ActionState } from './state';

/**
 * Gains a clan taxes (gold from mobs, gathered resources, without the world's bonuses), and how
 * the answer's data shows the tax: a battle result's gold taxed and clan experience, or a
 * gathering result's resource taxed.
 */
export interface TaxableGains {
  items: ItemAmount[];
  shown: 'battle' | 'gathering';
}

/** What a modifier's writes change in the tick's outcome; the pipeline merges it. */
export interface ModifierOutcome {
  /** Taken off the player's gains: written less, and shown less in `itemsToAdd`. */
  taken?: readonly ItemAmount[];
  /** Fields added to the answer's data (when the answer has data). */
  shown?: Readonly<Record<string, unknown>>;
  /** Fields added to the answer itself (a start's bound loadout, the tick's rates). */
  fields?: Readonly<Pick<TickAnswer, 'loadout' | 'rates'>>;
  /** The writes changed what the cached state holds (the gear): the next tick reads afresh. */
  stale?: boolean;
}

/** One tick as the modifiers' writes see it (one object a tick, shared by every modifier). */
export interface ModifierTick<Game> {
  game: Game;
  userId: number;
  action: ActionType;
  now: number;
  /** An action (not a boss's charge): an Auto was spent. */
  isAction: boolean;
  taxable: TaxableGains | undefined;
  /**
   * The action as its rates are tracked: the action, or the action and what it is done on
   * (`dungeoneering:3`, the handler's `trackedAs`).
   */
  tracked: string;
  /** The tick's delay, ms. */
  delay: number;
  /** Experience gained, by skill. */
  skills: readonly (readonly [SkillId, number])[];
  /** The items the player receives (the gains less what writes before them took). */
  received: readonly ItemAmount[];
  /** The tick starts the action (its first, or anew). */
  starts: boolean;
}

export interface TickModifier<Game, Loaded = unknown, Decided = unknown> {
  /** Names the modifier in errors and tests. */
  key: string;
  /** Read with the action's state and kept in the action cache with it. */
  load?(game: Game, user: UserRow, now: number): Promise<Loaded>;
  /** Before the handler's step, from the cached state alone (synchronous: the timer is taken). */
  beforeStep?(state: ActionState, loaded: Loaded, now: number): void;
  /**
   * After the step, before the writes: a decision the writes use (e.g. a draw), taken once
   * however many times the group commit runs the writes.
   */
  decide?(tick: ModifierTick<Game>, loaded: Loaded): Decided;
  /**
   * Inside the tick's transaction, before the player's gains are written. Null (not a promise)
   * when there is nothing to write: the tick then awaits nothing for it.
   */
  writeBeforeGains?(
    trx: Transaction<Database>,
    tick: ModifierTick<Game>,
    loaded: Loaded,
    decided: Decided,
  ): Promise<ModifierOutcome | null> | null;
  /**
   * Inside the tick's transaction, before the gains, when the tick starts the action (null as
   * above): what the action's start changes (the loadouts bound to it).
   */
  writeOnStart?(
    trx: Transaction<Database>,
    tick: ModifierTick<Game>,
    loaded: Loaded,
    decided: Decided,
  ): Promise<ModifierOutcome | null> | null;
  /** Inside the tick's transaction, after the handler's own writes (null as above). */
  writeAfterHandler?(
    trx: Transaction<Database>,
    tick: ModifierTick<Game>,
    loaded: Loaded,
    decided: Decided,
  ): Promise<ModifierOutcome | null> | null;
}

/** A modifier of any parts, as the list holds it (each is typed where it is defined). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTickModifier<Game> = TickModifier<Game, any, any>;

/** The answer with the modifiers' outcomes merged in: a new object, the handler's left as is. */
export function withOutcomes<Data>(
  answer: TickAnswer<Data>,
  outcomes: readonly ModifierOutcome[],
): TickAnswer<Data> {
  let merged = answer;
  for (const { taken, shown, fields } of outcomes) {
    if (fields) merged = { ...merged, ...fields };
    if (taken && taken.length > 0 && merged.itemsToAdd) {
      merged = { ...merged, itemsToAdd: withoutTaken(merged.itemsToAdd, taken) };
    }
    if (shown && merged.data) merged = { ...merged, data: { ...merged.data, ...shown } };
  }
  return merged;
}

/** The items with each taken amount off its item (the same items, in the same order). */
export function withoutTaken(
  items: readonly ItemAmount[],
  taken: readonly ItemAmount[],
): ItemAmount[] {
  return items.map(({ id, amount }) => ({
    id,
    amount: amount - (taken.find((item) => item.id === id)?.amount ?? 0),
  }));
}
