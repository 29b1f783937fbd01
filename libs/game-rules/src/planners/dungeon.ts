/**
 * Dungeon planner: the completed runs (one key each) that pay for the next jewel slot of a gem
 * type in the token store, at the tokens one chest gives the player.
 */
import { assertAtLeast, assertInteger, assertIntegerInRange } from '../guards';
import { JEWEL_SLOTS_MAX, JEWEL_SLOTS_START, jewelSlotCost } from '../market/token-store';

/**
 * Dungeoneering tokens of one chest: the dungeon's `tokens` raised by the dungeon keeper's
 * `keeperPercent`, rounded down (what the dungeon action pays).
 */
export function dungeonChestTokens(tokens: number, keeperPercent: number): number {
  assertInteger('dungeon tokens', tokens);
  assertAtLeast('dungeon keeper percent', keeperPercent, 0);
  return Math.floor(tokens * (1 + keeperPercent / 100));
}

export interface JewelSlotPlanInput {
  /** Jewel slots owned of the gem type, 1 to the maximum. */
  readonly slotsOwned: number;
  readonly tokensOwned: number;
  /** Tokens one completed run gives (see {@link dungeonChestTokens}), at least 1. */
  readonly tokensPerRun: number;
  /** Keys of the chosen dungeon owned. */
  readonly keysOwned: number;
}

export type JewelSlotPlan =
  | { readonly maxed: true }
  | {
      readonly maxed: false;
      /** Tokens for the next slot. */
      readonly cost: number;
      readonly missingTokens: number;
      /** Completed runs still needed; each spends one key. */
      readonly runs: number;
      /** Keys still to find for those runs. */
      readonly missingKeys: number;
    };

/** Runs and keys to afford the next jewel slot; `maxed` when every slot is owned. */
export function jewelSlotPlan(input: JewelSlotPlanInput): JewelSlotPlan {
  assertIntegerInRange('jewel slots owned', input.slotsOwned, JEWEL_SLOTS_START, JEWEL_SLOTS_MAX);
  assertInteger('dungeoneering tokens', input.tokensOwned);
  assertInteger('tokens per run', input.tokensPerRun, 1);
  assertInteger('keys', input.keysOwned);
  if (input.slotsOwned === JEWEL_SLOTS_MAX) return { maxed: true };
  const cost = jewelSlotCost(input.slotsOwned);
  const missingTokens = Math.max(0, cost - input.tokensOwned);
  const runs = Math.ceil(missingTokens / input.tokensPerRun);
  return {
    maxed: false,
    cost,
    missingTokens,
    runs,
    missingKeys: Math.max(0, runs - input.keysOwned),
  };
}
