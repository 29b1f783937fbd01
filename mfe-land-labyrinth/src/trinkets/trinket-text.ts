/**
 * How a trinket reads on the trinket screen: its title, its mods as text (spec 002 section 3,
 * through game-rules), and the messages of its actions. A trinket the rules cannot read (a
 * rarity or tier out of range, an unknown mod) reads "Unknown" rather than breaking the screen.
 */
import type { Trinket, TrinketMod } from '@idle/contracts';
import {
  formatCount,
  formatNumber,
  formatTrinketMod,
  rarityName,
  trinketModValue,
  trinketTypeName,
  type TrinketCurrencies,
  type TrinketModStyle,
} from '@idle/game-rules';

export const TRINKETS_LOADING_TEXT = 'Loading trinkets...';
export const TRINKETS_LOAD_FAILED_TEXT = 'Your trinkets could not be loaded.';
export const NO_TRINKETS_TEXT = 'You do not have any trinkets.';

function readable<Value>(read: () => Value, fallback: Value): Value {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** "Mythical", or "Unknown" for a rarity outside 1 to 7. */
export function trinketRarityText(rarity: number): string {
  return readable(() => rarityName(rarity), 'Unknown');
}

/** "battling" or "gathering". */
export function trinketTypeText(type: number): string {
  return readable(() => trinketTypeName(type), 'unknown');
}

/** "Mythical battling trinket". */
export function trinketTitle(trinket: Pick<Trinket, 'rarity' | 'type'>): string {
  return `${trinketRarityText(trinket.rarity)} ${trinketTypeText(trinket.type)} trinket`;
}

/** A mod on a trinket of this tier and rarity, e.g. "+12.5% Gold Boost". */
export function trinketModText(
  [modId, base]: TrinketMod,
  trinket: Pick<Trinket, 'tier' | 'rarity'>,
  style: TrinketModStyle,
): string {
  return readable(
    () => formatTrinketMod(modId, trinketModValue(base, trinket.tier, trinket.rarity), style),
    `Unknown mod ${String(modId)}`,
  );
}

/** "15 fragments and 75 essence", "1 fragment and 5 essence". */
export function currenciesText({ fragments, essence }: TrinketCurrencies): string {
  return `${formatCount(fragments, 'fragment')} and ${formatNumber(essence)} essence`;
}

// The texts of the actions' outcomes and confirmations are ours (the spec names none).

/** "a" or "an", by the word's first letter ("an Epic", "a Legendary"). */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function craftConfirmText(title: string, cost: TrinketCurrencies): string {
  return `Craft ${article(title)} ${title} for ${currenciesText(cost)}?`;
}
export function craftedText(title: string): string {
  return `You crafted ${article(title)} ${title}.`;
}
export function celestialConfirmText(cost: number): string {
  return `Add a celestial slot for ${formatNumber(cost)} essence? Click again to confirm.`;
}
export function celestialIncreasedText(slots: number): string {
  return `You now have ${formatCount(slots, 'celestial slot')}.`;
}
export function upgradeConfirmText(tier: number, fragments: number): string {
  return `Upgrade to tier ${formatNumber(tier)} for ${formatCount(fragments, 'fragment')}? Click again to confirm.`;
}
export function upgradedText(tier: number): string {
  return `Your trinket is now tier ${formatNumber(tier)}.`;
}
export function destroyConfirmText(gain: TrinketCurrencies): string {
  return `Destroy this trinket for ${currenciesText(gain)}? Click again to confirm.`;
}
export function destroyedText(gain: TrinketCurrencies): string {
  return `You destroyed your trinket and received ${currenciesText(gain)}.`;
}
export const CONVERTED_TEXT = 'Your trinket is now celestial.';
export const CELESTIAL_ACTIVE_TEXT = 'Celestial: always active';
export const REROLL_ACCEPTED_TEXT = 'Your trinket keeps its new values.';
export const REROLL_REJECTED_TEXT = 'Your trinket keeps its current values.';
export const CELESTIAL_FULL_TEXT = 'You have every celestial slot.';

/** "Equipped: 2 / 3 battling, 1 / 3 gathering". */
export function equippedSlotsText(battling: number, gathering: number, slots: number): string {
  const of = (count: number) => `${formatNumber(count)} / ${formatNumber(slots)}`;
  return `Equipped: ${of(battling)} battling, ${of(gathering)} gathering`;
}
