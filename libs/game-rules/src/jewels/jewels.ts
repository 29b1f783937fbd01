/**
 * Jewels and gems: gem types, jewel stats, the jewel resource bonus, which actions a jewel
 * allows, and the jewel inventory texts. Spec 000, sections 2, 8 and 9; spec 001, sections 3, 4,
 * 8 and 9; spec 002, section 9.
 */
import { formatNumber, formatStatPercent } from '../display/number-format';
import { formatCount } from '../display/number-format';
import { assertAtLeast, assertInteger, assertIntegerInRange, RuleInputError } from '../guards';

/**
 * The four gem types (`gemType`/`jewelType` 1 to 4, spec 000, section 2), each with the item id
 * of its gem (spec 001, section 9) and the rarity of its token store jewel slots (spec 000,
 * section 9: rarities 2, 3, 3, 4).
 */
export const GEM_TYPES = {
  1: { name: 'Sapphire', itemId: 'gem_sapphire', jewelSlotRarity: 2 },
  2: { name: 'Ruby', itemId: 'gem_ruby', jewelSlotRarity: 3 },
  3: { name: 'Emerald', itemId: 'gem_emerald', jewelSlotRarity: 3 },
  4: { name: 'Diamond', itemId: 'gem_diamond', jewelSlotRarity: 4 },
} as const;
export type GemTypeId = keyof typeof GEM_TYPES;
export type GemTypeName = (typeof GEM_TYPES)[GemTypeId]['name'];
export type GemItemId = (typeof GEM_TYPES)[GemTypeId]['itemId'];
export const GEM_TYPE_IDS = [1, 2, 3, 4] as const satisfies GemTypeId[];

/** Item id of the gem fragments jewels are deconstructed into. Spec 002, section 3. */
export const GEM_FRAGMENTS_ITEM = 'gem_fragments';

/** Checks a gem type (1 to 4). */
export function assertGemType(gemType: number): GemTypeId {
  return assertIntegerInRange('gem type', gemType, 1, 4) as GemTypeId;
}

/** Name of a gem type: 1 Sapphire, 2 Ruby, 3 Emerald, 4 Diamond. Spec 000, section 2. */
export function gemTypeName(gemType: number): GemTypeName {
  return GEM_TYPES[assertGemType(gemType)].name;
}

/** Item id of a gem type's gem, e.g. 2 -> "gem_ruby". Spec 001, section 9. */
export function gemItemId(gemType: number): GemItemId {
  return GEM_TYPES[assertGemType(gemType)].itemId;
}

/** Rarity of a gem type's token store jewel slots (2, 3, 3, 4). Spec 000, section 9. */
export function jewelSlotRarity(gemType: number): number {
  return GEM_TYPES[assertGemType(gemType)].jewelSlotRarity;
}

/** The five jewel stats in the order of a jewel's `stats` array; index 5 holds their total. */
export const JEWEL_STATS = ['health', 'attack', 'defence', 'accuracy', 'dodge'] as const;
export type JewelStat = (typeof JEWEL_STATS)[number];
export const JEWEL_TOTAL_INDEX = 5;
/** Column headings of the jewel tables (spec 001, section 2), stats then total. */
export const JEWEL_STAT_LABELS = [
  'Health',
  'Attack',
  'Defence',
  'Accuracy',
  'Dodge',
  'Total',
] as const;

// Array.isArray narrows a typed list to any[]; this check keeps the declared type.
function isList(value: unknown): boolean {
  return Array.isArray(value);
}

/**
 * Total of a jewel's five stats. `stats` may be the five stats or the stored six-entry array
 * (its index 5, the stored total, is ignored and recomputed). Spec 001, section 3.
 */
export function jewelTotal(stats: readonly number[]): number {
  if (!isList(stats) || (stats.length !== 5 && stats.length !== 6)) {
    throw new RuleInputError('jewel stats must be a list of 5 stats, optionally with a total');
  }
  let total = 0;
  JEWEL_STATS.forEach((name, index) => {
    total += assertAtLeast(`jewel ${name}`, stats[index] ?? Number.NaN, 0);
  });
  return total;
}

/** Jewel stats stored in hundredths of a percent (spec 000, section 9). */
const PERCENT_JEWEL_STATS: ReadonlySet<JewelStat> = new Set(['accuracy', 'dodge']);

/**
 * A jewel stat as shown: accuracy and dodge as a percent of the stored hundredths (50 reads
 * "0.5%"), the others as a number ("1,000"). Spec 000, section 9.
 */
export function formatJewelStat(stat: JewelStat, value: number): string {
  return PERCENT_JEWEL_STATS.has(stat) ? formatStatPercent(value) : formatNumber(value);
}

/** Rarities run from 1 to 7. */
export const JEWEL_MAX_RARITY = 7;

/**
 * The per-rarity factor of the jewel resource bonus, in tenths of a percent per gem type:
 * 2, 7, 25, 50 for rarities 3 to 6 (spec 002, section 9). The spec stops at 6; rarity 7 keeps
 * the rarity-6 value. Rarity 2 and below give no bonus.
 */
export const JEWEL_RESOURCE_BONUS_FACTORS = {
  1: 0,
  2: 0,
  3: 2,
  4: 7,
  5: 25,
  6: 50,
  7: 50,
} as const;

/**
 * Resource bonus of a jewel, in percent: gem type x factor(rarity) / 10, e.g. a rarity-6
 * Diamond gives 4 x 50 / 10 = 20%. Spec 002, section 9.
 */
export function jewelResourceBonusPercent(gemType: number, rarity: number): number {
  const type = assertGemType(gemType);
  const factor =
    JEWEL_RESOURCE_BONUS_FACTORS[
      assertIntegerInRange(
        'jewel rarity',
        rarity,
        1,
        JEWEL_MAX_RARITY,
      ) as keyof typeof JEWEL_RESOURCE_BONUS_FACTORS
    ];
  // Whole numerator divided once: the nearest double to the exact tenth (3 x 7 / 10 = 2.1).
  return (type * factor) / 10;
}

/** Where a jewel is: equipped, listed on the market, or neither (in the inventory). */
export interface JewelState {
  readonly equipped: boolean;
  /** Listed on the jewel market (it has a market price). */
  readonly listed: boolean;
}

/** A jewel as the equip rule needs it. */
export interface JewelForEquip extends JewelState {
  readonly gemType: number;
}

/** The answer of a jewel rule: allowed, or refused with a reason to show. */
export type JewelCheck =
  { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

/** Reasons a jewel action is refused (our wording; the spec gives none). */
export const JEWEL_REFUSALS = {
  equipped: 'Unequip this jewel first.',
  listed: 'Remove this jewel from the market first.',
  alreadyEquipped: 'This jewel is already equipped.',
  notEquipped: 'This jewel is not equipped.',
  notListed: 'This jewel is not on the market.',
} as const;

function assertJewelState(jewel: JewelState): JewelState {
  if (typeof jewel.equipped !== 'boolean' || typeof jewel.listed !== 'boolean') {
    throw new RuleInputError('jewel equipped and listed must be true or false');
  }
  if (jewel.equipped && jewel.listed) {
    throw new RuleInputError('a jewel cannot be equipped and listed on the market at once');
  }
  return jewel;
}

const ALLOWED: JewelCheck = { allowed: true };

/** Deconstruct, sell and send all need a jewel that is neither equipped nor listed. */
function inInventoryOnly(jewel: JewelState): JewelCheck {
  const { equipped, listed } = assertJewelState(jewel);
  if (equipped) return { allowed: false, reason: JEWEL_REFUSALS.equipped };
  if (listed) return { allowed: false, reason: JEWEL_REFUSALS.listed };
  return ALLOWED;
}

/** Whether a jewel may be deconstructed: only unequipped and unlisted. Spec 001, section 4. */
export function canDeconstructJewel(jewel: JewelState): JewelCheck {
  return inInventoryOnly(jewel);
}

/** Whether a jewel may be listed on the market: only unequipped and unlisted. Spec 001, section 4. */
export function canSellJewel(jewel: JewelState): JewelCheck {
  return inInventoryOnly(jewel);
}

/** Whether a jewel may be sent to a player: only unequipped and unlisted. Spec 001, section 4. */
export function canSendJewel(jewel: JewelState): JewelCheck {
  return inInventoryOnly(jewel);
}

/** Whether a jewel may be unequipped: only while equipped. Spec 001, sections 2 and 4. */
export function canUnequipJewel(jewel: JewelState): JewelCheck {
  const { equipped } = assertJewelState(jewel);
  return equipped ? ALLOWED : { allowed: false, reason: JEWEL_REFUSALS.notEquipped };
}

/** Whether a jewel may be taken off the market: only while listed. Spec 001, sections 2 and 4. */
export function canRemoveJewelFromMarket(jewel: JewelState): JewelCheck {
  const { listed } = assertJewelState(jewel);
  return listed ? ALLOWED : { allowed: false, reason: JEWEL_REFUSALS.notListed };
}

/** The equip rule's answer: when allowed, the equipped jewel of the same gem type it replaces. */
export type JewelEquipCheck<T> =
  | { readonly allowed: true; readonly replaces: T | null }
  | { readonly allowed: false; readonly reason: string };

/**
 * Whether a jewel may be equipped, given the jewels the player has equipped and how many of a gem
 * type may be equipped at once (`slots`: one per gem type to start with, spec 001, section 4;
 * more are bought in the token store). It must be unlisted and not already equipped. With every
 * slot of its gem type taken, equipping swaps: the answer names the first (oldest) equipped jewel
 * of that type in `replaces`, which goes back to the inventory. An `equipped` list holding more
 * jewels of a gem type than its slots is an error.
 */
export function canEquipJewel<T extends { readonly gemType: number }>(
  jewel: JewelForEquip,
  equipped: readonly T[],
  slots: (gemType: number) => number = () => 1,
): JewelEquipCheck<T> {
  const state = assertJewelState(jewel);
  const gemType = assertGemType(jewel.gemType);
  const byType = new Map<number, T[]>();
  for (const other of equipped) {
    const otherType = assertGemType(other.gemType);
    const list = byType.get(otherType) ?? [];
    list.push(other);
    byType.set(otherType, list);
    if (list.length > slots(otherType)) {
      throw new RuleInputError(`more equipped jewels of gem type ${otherType} than its slots`);
    }
  }
  if (state.listed) return { allowed: false, reason: JEWEL_REFUSALS.listed };
  if (state.equipped) return { allowed: false, reason: JEWEL_REFUSALS.alreadyEquipped };
  const sameType = byType.get(gemType) ?? [];
  return {
    allowed: true,
    replaces: sameType.length >= slots(gemType) ? (sameType[0] ?? null) : null,
  };
}

/** Jewel inventory with no jewels. Spec 001, section 8. */
export const EMPTY_JEWELS_TEXT = 'You do not have any jewels.';
/** Home screen with no equipped jewels. Spec 000, section 8. */
export const NO_EQUIPPED_JEWELS_TEXT = 'You do not have any Jewels equipped.';
/** After listing a jewel on the market. Spec 001, section 8. */
export const JEWEL_LISTED_TEXT = 'You listed your jewel on the market.';
/** After taking a jewel off the market. Spec 001, section 8. */
export const JEWEL_UNLISTED_TEXT = 'You removed your jewel from the market.';

/** After sending a jewel: "You have sent a jewel to {name}.". Spec 001, section 8. */
export function jewelSentText(name: string): string {
  if (typeof name !== 'string' || name.trim() === '') {
    throw new RuleInputError('recipient name must be a non-empty string');
  }
  return `You have sent a jewel to ${name.trim()}.`;
}

/**
 * After deconstructing a jewel, with the fragment count (the spec asks for the count, the
 * wording is ours): "You deconstructed your jewel and received 1,250 gem fragments.".
 * Spec 001, section 8.
 */
export function jewelDeconstructedText(fragments: number): string {
  assertInteger('gem fragments', fragments);
  return `You deconstructed your jewel and received ${formatCount(fragments, 'gem fragment', 'gem fragments')}.`;
}
