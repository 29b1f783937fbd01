/**
 * The token store's rules: the items sold for boss tokens, the price of each further jewel slot
 * of a gem type in dungeoneering tokens, whether a purchase is affordable, and the store's texts.
 * Spec 000, sections 2, 3, 5, 7, 8 and 9; prices from GAME-FACTS.md ("Market and stores") where
 * it gives one, ours elsewhere.
 */
import { RuleInputError, assertInteger, assertIntegerInRange } from '../guards';
import { MARKET_TEXTS } from './market-texts';

/** The currency of the store's item list. Spec 000, section 3. */
export const BOSS_TOKENS_ITEM = 'boss_tokens';
/** The currency of jewel slots. Spec 000, sections 3 and 5. */
export const DUNGEONEERING_TOKENS_ITEM = 'dungeoneering_tokens';

/** One entry of the boss-token list: the `id` a purchase posts, the item it gives, its price. */
export interface BossTokenStoreItem {
  readonly id: number;
  readonly itemId: string;
  /** Boss tokens for one of the item. */
  readonly cost: number;
}

/**
 * What boss tokens buy, one item a purchase (the spec's bossTokensItems). The rune-belt leather
 * strap costs 2,000, the original's price (GAME-FACTS.md). The rest is ours: things otherwise
 * found only as occasional drops, priced against the strap: a boss shares 1,000 to 6,000 tokens
 * by damage, so a player with a fifth of the damage of the middle boss (500 tokens) earns a heroic
 * shard or two upgrade stones a kill, and bound tool components take any small remainder.
 */
export const BOSS_TOKEN_STORE_ITEMS: readonly BossTokenStoreItem[] = [
  { id: 1, itemId: 'leather_strap', cost: 2_000 },
  { id: 2, itemId: 'heroic_shard', cost: 500 },
  { id: 3, itemId: 'health_upgrade_stone', cost: 250 },
  { id: 4, itemId: 'damage_upgrade_stone', cost: 250 },
  { id: 5, itemId: 'tool_component_bound', cost: 50 },
];

/** The boss-token list entry posted as `id`; an unknown id throws. */
export function bossTokenStoreItem(id: number): BossTokenStoreItem {
  assertInteger('boss token store id', id, 1);
  const entry = BOSS_TOKEN_STORE_ITEMS.find((item) => item.id === id);
  if (entry === undefined) {
    throw new RuleInputError(`boss token store id ${id} is not in the store`);
  }
  return entry;
}

/** Jewel slots of each gem type a player has before buying any: one, as today. */
export const JEWEL_SLOTS_START = 1;
/** The most jewel slots of one gem type (the spec's maxJewelSlots), as the original's sapphire. */
export const JEWEL_SLOTS_MAX = 6;
/** Dungeoneering tokens for the 2nd slot of a gem type. */
export const JEWEL_SLOT_FIRST_COST = 1_000;
/** Each further slot of a gem type costs this many times the one before. */
export const JEWEL_SLOT_COST_FACTOR = 5;

/**
 * Dungeoneering tokens for the next jewel slot of a gem type when the player owns
 * `slotsOwnedOfThatGemType` of them: 1,000 x 5^(owned - 1), so the 2nd to 6th slots cost 1,000,
 * 5,000, 25,000, 125,000 and 625,000. The original asks 1,100 for sapphire's 2nd slot and
 * 900,000 for its 6th (GAME-FACTS.md); ours keeps that span with the rune belt's x5 steps. At 20
 * to 150 tokens a dungeon, the 2nd slot takes 50 runs of the first dungeon (7 of the last) and
 * the 6th about 4,200 runs of the last: a long goal. One curve serves all four gem types (the
 * original charges rarer gems more; one table keeps the choice of gem free). `slotsOwnedOfThatGemType` is a whole number from
 * {@link JEWEL_SLOTS_START} to {@link JEWEL_SLOTS_MAX} - 1; at the maximum there is no next slot.
 */
export function jewelSlotCost(slotsOwnedOfThatGemType: number): number {
  assertIntegerInRange(
    'jewel slots owned of the gem type',
    slotsOwnedOfThatGemType,
    JEWEL_SLOTS_START,
    JEWEL_SLOTS_MAX - 1,
  );
  return (
    JEWEL_SLOT_FIRST_COST * JEWEL_SLOT_COST_FACTOR ** (slotsOwnedOfThatGemType - JEWEL_SLOTS_START)
  );
}

/**
 * The store's texts. The two success lines are the spec's (spec 000, section 8); the refusals
 * are ours, worded like the market's "Not enough gold.", as the spec only says a purchase needs
 * enough tokens (spec 000, section 5).
 */
export const TOKEN_STORE_TEXTS = {
  /** After buying an item with boss tokens. */
  itemPurchased: MARKET_TEXTS.itemPurchased,
  /** After buying a jewel slot. */
  jewelSlotPurchased: MARKET_TEXTS.jewelSlotPurchased,
  notEnoughBossTokens: 'Not enough boss tokens.',
  notEnoughDungeoneeringTokens: 'Not enough dungeoneering tokens.',
  maxJewelSlots: 'You have every jewel slot of this gem type.',
} as const;

export type TokenStoreRefusal = 'notEnoughTokens' | 'maxJewelSlots';

/** A purchase the player may make, with its price in tokens, or why not and the text to show. */
export type TokenStorePurchaseCheck =
  | { readonly ok: true; readonly cost: number }
  | { readonly ok: false; readonly reason: TokenStoreRefusal; readonly text: string };

/**
 * Whether `bossTokens` (the player's count, a whole number of at least 0) pay for the boss-token
 * list entry `id`. Spec 000, section 5.
 */
export function canBuyBossTokenItem(id: number, bossTokens: number): TokenStorePurchaseCheck {
  const { cost } = bossTokenStoreItem(id);
  assertInteger('boss tokens', bossTokens);
  if (bossTokens < cost) {
    return {
      ok: false,
      reason: 'notEnoughTokens',
      text: TOKEN_STORE_TEXTS.notEnoughBossTokens,
    };
  }
  return { ok: true, cost };
}

/**
 * Whether a player with `slotsOwnedOfThatGemType` slots of a gem type (at least
 * {@link JEWEL_SLOTS_START}, at most {@link JEWEL_SLOTS_MAX}) and `dungeoneeringTokens` may buy
 * the next one: refused at the maximum, then when the tokens fall short. Spec 000, section 5.
 */
export function canBuyJewelSlot(
  slotsOwnedOfThatGemType: number,
  dungeoneeringTokens: number,
): TokenStorePurchaseCheck {
  assertIntegerInRange(
    'jewel slots owned of the gem type',
    slotsOwnedOfThatGemType,
    JEWEL_SLOTS_START,
    JEWEL_SLOTS_MAX,
  );
  assertInteger('dungeoneering tokens', dungeoneeringTokens);
  if (slotsOwnedOfThatGemType === JEWEL_SLOTS_MAX) {
    return { ok: false, reason: 'maxJewelSlots', text: TOKEN_STORE_TEXTS.maxJewelSlots };
  }
  const cost = jewelSlotCost(slotsOwnedOfThatGemType);
  if (dungeoneeringTokens < cost) {
    return {
      ok: false,
      reason: 'notEnoughTokens',
      text: TOKEN_STORE_TEXTS.notEnoughDungeoneeringTokens,
    };
  }
  return { ok: true, cost };
}
