/**
 * Loadouts (issue 29): named sets of equipped trinkets, jewels and belt runes, equipped in one
 * step and optionally bound to an activity. Equipment itself is one upgraded item per slot, so a
 * loadout holds what a player swaps: trinkets, jewels and the runes on the belt.
 */
import { formatCount, formatNumber } from '../display/number-format';
import { GATHERING_SKILLS, type GatheringSkill } from '../gathering/gathering';
import { RuleInputError } from '../guards';
import { gemTypeName } from '../jewels/jewels';
import { TRINKET_EQUIP_SLOTS } from '../trinkets/trinket-costs';
import { trinketTypeName } from '../trinkets/trinkets';

/** Loadouts a player may keep. */
export const LOADOUTS_MAX = 10;

/**
 * The names of the activities a loadout can be bound to (equipped when that action starts),
 * keyed like the contracts' `LOADOUT_ACTIVITY_IDS`.
 */
export const LOADOUT_ACTIVITIES = {
  battle: { name: 'Battling', start: 'a battle' },
  dungeon: { name: 'Dungeons', start: 'a dungeon' },
  mining: { name: GATHERING_SKILLS.mining.name, start: 'mining' },
  woodcutting: { name: GATHERING_SKILLS.woodcutting.name, start: 'woodcutting' },
  quarrying: { name: GATHERING_SKILLS.quarrying.name, start: 'quarrying' },
} as const satisfies Record<'battle' | 'dungeon' | GatheringSkill, { name: string; start: string }>;

export const LOADOUTS_FULL_TEXT = `You can keep at most ${formatCount(LOADOUTS_MAX, 'loadout')}.`;
export const LOADOUT_NAME_TAKEN_TEXT = 'You already have a loadout with that name.';
export const LOADOUT_GONE_TEXT = 'That loadout no longer exists.';
export const LOADOUT_EMPTY_TEXT =
  'Equip a trinket, a jewel or a rune first: a loadout saves what you have equipped.';

/** "Loadout Mining saved." */
export function loadoutSavedText(name: string): string {
  return `Loadout ${name} saved.`;
}
/** "Loadout Mining equipped." */
export function loadoutEquippedText(name: string): string {
  return `Loadout ${name} equipped.`;
}

/** What a loadout holds: trinket ids, jewel ids and the belt's rune item ids (a rune may repeat). */
export interface LoadoutContents {
  readonly trinkets: readonly number[];
  readonly jewels: readonly number[];
  readonly runes: readonly string[];
}

/** What the player holds now, as far as equipping a loadout reads it. */
export interface LoadoutHoldings {
  /** Every trinket the player owns. Celestial trinkets are always active and never swapped. */
  readonly trinkets: readonly {
    readonly id: number;
    readonly type: number;
    readonly equipped: boolean;
    readonly celestial: boolean;
  }[];
  /** Every jewel the player owns; a listed one is on the market. */
  readonly jewels: readonly {
    readonly id: number;
    readonly gemType: number;
    readonly equipped: boolean;
    readonly listed: boolean;
  }[];
  /** The belt's entries (entry id and rune item id). */
  readonly belt: readonly { readonly id: number; readonly runeId: string }[];
  /** Runes in the inventory, by item id. */
  readonly runesHeld: Readonly<Record<string, number>>;
  readonly beltSlots: number;
  readonly jewelSlots: (gemType: number) => number;
}

/** The changes that equip a loadout. */
export interface LoadoutChanges {
  readonly trinketsOn: readonly number[];
  readonly trinketsOff: readonly number[];
  readonly jewelsOn: readonly number[];
  readonly jewelsOff: readonly number[];
  /** Belt entries taken off (their runes go back to the inventory). */
  readonly beltEntriesOff: readonly number[];
  /** Runes taken from the inventory onto the belt. */
  readonly runesOn: readonly string[];
}

/** Why a loadout cannot be equipped. */
export type LoadoutShortfall =
  | { readonly kind: 'trinket' }
  | { readonly kind: 'jewel' }
  | { readonly kind: 'listedJewel' }
  | { readonly kind: 'rune'; readonly runeId: string; readonly need: number; readonly have: number }
  | { readonly kind: 'trinketSlots'; readonly type: number }
  | { readonly kind: 'jewelSlots'; readonly gemType: number }
  | { readonly kind: 'beltSlots' };

function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * The changes that make the player's equipped trinkets, jewels and belt exactly the loadout's,
 * or why they cannot: an item the loadout names is gone (destroyed, sold, sent, listed), or
 * the loadout no longer fits the player's slots. Runes already on the belt stay where they are.
 */
export function planLoadout(
  wanted: LoadoutContents,
  holdings: LoadoutHoldings,
): { changes: LoadoutChanges } | { shortfall: LoadoutShortfall } {
  const trinkets = new Map(holdings.trinkets.map((trinket) => [trinket.id, trinket]));
  const wantedTrinkets = new Set(wanted.trinkets);
  const trinketsPerType = new Map<number, number>();
  for (const id of wantedTrinkets) {
    const trinket = trinkets.get(id);
    if (!trinket) return { shortfall: { kind: 'trinket' } };
    if (trinket.celestial) continue;
    const count = (trinketsPerType.get(trinket.type) ?? 0) + 1;
    if (count > TRINKET_EQUIP_SLOTS)
      return { shortfall: { kind: 'trinketSlots', type: trinket.type } };
    trinketsPerType.set(trinket.type, count);
  }

  const jewels = new Map(holdings.jewels.map((jewel) => [jewel.id, jewel]));
  const wantedJewels = new Set(wanted.jewels);
  const jewelsPerType = new Map<number, number>();
  for (const id of wantedJewels) {
    const jewel = jewels.get(id);
    if (!jewel) return { shortfall: { kind: 'jewel' } };
    if (jewel.listed) return { shortfall: { kind: 'listedJewel' } };
    const count = (jewelsPerType.get(jewel.gemType) ?? 0) + 1;
    if (count > holdings.jewelSlots(jewel.gemType))
      return { shortfall: { kind: 'jewelSlots', gemType: jewel.gemType } };
    jewelsPerType.set(jewel.gemType, count);
  }

  if (wanted.runes.length > holdings.beltSlots) return { shortfall: { kind: 'beltSlots' } };
  // Entries already holding a wanted rune stay; the rest come off, then the missing runes go on.
  const stillWanted = countBy(wanted.runes);
  const beltEntriesOff: number[] = [];
  for (const entry of holdings.belt) {
    const left = stillWanted.get(entry.runeId) ?? 0;
    if (left > 0) stillWanted.set(entry.runeId, left - 1);
    else beltEntriesOff.push(entry.id);
  }
  const runesOn: string[] = [];
  for (const [runeId, need] of stillWanted) {
    if (need === 0) continue;
    const have = holdings.runesHeld[runeId] ?? 0;
    if (have < need) return { shortfall: { kind: 'rune', runeId, need, have } };
    for (let i = 0; i < need; i += 1) runesOn.push(runeId);
  }

  return {
    changes: {
      trinketsOn: holdings.trinkets
        .filter((t) => !t.celestial && !t.equipped && wantedTrinkets.has(t.id))
        .map((t) => t.id),
      trinketsOff: holdings.trinkets
        .filter((t) => !t.celestial && t.equipped && !wantedTrinkets.has(t.id))
        .map((t) => t.id),
      jewelsOn: holdings.jewels
        .filter((j) => !j.equipped && wantedJewels.has(j.id))
        .map((j) => j.id),
      jewelsOff: holdings.jewels
        .filter((j) => j.equipped && !wantedJewels.has(j.id))
        .map((j) => j.id),
      beltEntriesOff,
      runesOn,
    },
  };
}

/** "Loadout Mining deleted." */
export function loadoutDeletedText(name: string): string {
  return `Loadout ${name} deleted.`;
}

/**
 * After binding loadout `name` to an activity ("... whenever you start mining.") or unbinding it
 * (`activity` null).
 */
export function loadoutBoundText(
  name: string,
  activity: keyof typeof LOADOUT_ACTIVITIES | null,
): string {
  if (activity === null) return `Loadout ${name} is no longer equipped when an action starts.`;
  return `Loadout ${name} will be equipped whenever you start ${LOADOUT_ACTIVITIES[activity].start}.`;
}

/** Whether equipping changes nothing. */
export function loadoutChangesNothing(changes: LoadoutChanges): boolean {
  return Object.values(changes).every((list: readonly unknown[]) => list.length === 0);
}

/**
 * The refusal a player reads when loadout `name` cannot be equipped; `runeName` names a rune
 * item as the screens do (the item names live with the server's content).
 */
export function loadoutShortfallText(
  name: string,
  shortfall: LoadoutShortfall,
  runeName: (runeId: string) => string,
): string {
  const prefix = `Loadout ${name} cannot be equipped:`;
  switch (shortfall.kind) {
    case 'trinket':
      return `${prefix} one of its trinkets is gone. Save it again with what you have.`;
    case 'jewel':
      return `${prefix} one of its jewels is gone. Save it again with what you have.`;
    case 'listedJewel':
      return `${prefix} one of its jewels is listed on the market.`;
    case 'rune':
      return `${prefix} it needs ${formatNumber(shortfall.need)} ${runeName(shortfall.runeId)} and you have ${formatNumber(shortfall.have)}.`;
    case 'trinketSlots':
      return `${prefix} it holds more ${trinketTypeName(shortfall.type)} trinkets than you can equip.`;
    case 'jewelSlots':
      return `${prefix} it holds more ${gemTypeName(shortfall.gemType)} jewels than you have slots for.`;
    case 'beltSlots':
      return `${prefix} it holds more runes than your rune belt has slots.`;
    default: {
      const unknown: never = shortfall;
      throw new RuleInputError(`unknown loadout shortfall ${JSON.stringify(unknown)}`);
    }
  }
}
