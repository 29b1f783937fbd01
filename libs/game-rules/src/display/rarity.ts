/**
 * Rarity names and colours, and the colour an item's name is drawn in.
 * Spec 000, section 9; spec 002, section 9; GAME-FACTS.md (Rarity).
 */
import { RuleInputError, assertIntegerInRange } from '../guards';

/**
 * Rarities 1 to 7 with their name and colour. The hex shades are ours: bright enough to read
 * on a dark background while keeping the named colour recognisable.
 */
export const RARITIES = {
  1: { name: 'Common', colour: 'White', hex: '#f0f0f0' },
  2: { name: 'Uncommon', colour: 'Green', hex: '#4cd964' },
  3: { name: 'Rare', colour: 'Blue', hex: '#4a9eff' },
  4: { name: 'Epic', colour: 'Yellow', hex: '#f5dc3c' },
  5: { name: 'Legendary', colour: 'Orange', hex: '#ff9f1c' },
  6: { name: 'Mythical', colour: 'Red', hex: '#ff4b4b' },
  7: { name: 'Celestial', colour: 'Cyan', hex: '#3ee6e6' },
} as const;
export type Rarity = keyof typeof RARITIES;
export type RarityName = (typeof RARITIES)[Rarity]['name'];
export type RarityColourName = (typeof RARITIES)[Rarity]['colour'];
export type RarityHex = (typeof RARITIES)[Rarity]['hex'];
export const RARITY_MIN = 1;
export const RARITY_MAX = 7;

/** Whether a value is a rarity the rules know (a whole number 1 to 7); data may hold others. */
export function isRarity(value: number): value is Rarity {
  return Number.isInteger(value) && value >= RARITY_MIN && value <= RARITY_MAX;
}

/** Items whose names are drawn in the gold colour whatever their rarity. */
export const GOLD_COLOURED_ITEMS = ['gold', 'credits', 'bound_credits', 'honor_tokens'] as const;
export type GoldColouredItem = (typeof GOLD_COLOURED_ITEMS)[number];
/** The gold colour: a metallic gold, darker than the Epic yellow so the two stay apart. */
export const GOLD_COLOUR_HEX = '#e0b040';

function assertItemId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new RuleInputError(`item id must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

function rarityEntry(rarity: number): (typeof RARITIES)[Rarity] {
  assertIntegerInRange('rarity', rarity, RARITY_MIN, RARITY_MAX);
  return RARITIES[rarity as Rarity];
}

/** The name of a rarity 1 to 7 (Common to Celestial). GAME-FACTS.md (Rarity). */
export function rarityName(rarity: number): RarityName {
  return rarityEntry(rarity).name;
}

/** The colour name of a rarity 1 to 7 (White to Cyan). GAME-FACTS.md (Rarity). */
export function rarityColourName(rarity: number): RarityColourName {
  return rarityEntry(rarity).colour;
}

/** The CSS colour of a rarity 1 to 7. Spec 000, section 9; GAME-FACTS.md (Rarity). */
export function rarityColour(rarity: number): RarityHex {
  return rarityEntry(rarity).hex;
}

/** Whether an item id is drawn in the gold colour. Spec 000, section 9. */
export function isGoldColouredItem(itemId: string): boolean {
  assertItemId(itemId);
  return (GOLD_COLOURED_ITEMS as readonly string[]).includes(itemId);
}

/**
 * The CSS colour of an item's name: the gold colour for gold, credits, bound_credits and
 * honor_tokens, the rarity colour for every other item. The rarity is checked (1 to 7) for
 * every item, gold-coloured ones included. Spec 000, section 9; spec 002, section 9.
 */
export function itemColour(itemId: string, rarity: number): string {
  const colour = rarityColour(rarity);
  return isGoldColouredItem(itemId) ? GOLD_COLOUR_HEX : colour;
}
