/**
 * Test and story data of the trinket screen: trinkets of every rarity and state, and a fake
 * server that answers the trinket calls as the game server does (it keeps its own copy of the
 * trinkets, so a re-roll's stages follow each other). Never imported by production code.
 */
import type {
  EqStats,
  InitialData,
  LoadTrinketsAnswer,
  Trinket,
  TrinketMod,
} from '@idle/contracts';
import {
  celestialSlotIncreaseCost,
  TRINKET_ESSENCE_ITEM,
  TRINKET_FRAGMENTS_ITEM,
  trinketCraftCost,
  trinketDestroyYield,
  trinketRerollCost,
  trinketTierUpgradeCost,
} from '@idle/game-rules';
import type { FakeRequest } from '@idle/test-fixtures';
import { sampleInitialData } from '@idle/test-fixtures';

function trinket(
  id: number,
  type: Trinket['type'],
  rarity: number,
  tier: number,
  mods: TrinketMod[],
  change: Partial<Trinket> = {},
): Trinket {
  return {
    id,
    type,
    tier,
    rarity,
    mods,
    equipped: false,
    celestial: false,
    rerolledMods: null,
    ...change,
  };
}

/**
 * Six trinkets: an equipped Mythical battling tier 5 (#5: Gold Boost, Base Mob Gold, Attributes),
 * a Legendary gathering tier 3 (#6), an Epic battling tier 1 with a re-roll waiting (#7), a
 * Rare gathering tier 2 (#8), a celestial battling tier 4 (#9) and a Mythical gathering tier 1
 * (#10).
 */
export function sampleTrinkets(): Trinket[] {
  return [
    trinket(
      5,
      1,
      6,
      5,
      [
        [2, 20],
        [6, 40],
        [7, 30],
      ],
      { equipped: true },
    ),
    trinket(6, 2, 5, 3, [
      [12, 10],
      [11, 15],
    ]),
    trinket(
      7,
      1,
      4,
      1,
      [
        [1, 12],
        [5, 8],
      ],
      {
        rerolledMods: [
          [1, 18],
          [5, 6],
        ],
      },
    ),
    trinket(8, 2, 3, 2, [[16, 10]]),
    trinket(9, 1, 7, 4, [[3, 10]], { celestial: true }),
    trinket(10, 2, 6, 1, [[17, 5]]),
  ];
}

export function sampleTrinketsAnswer(
  trinkets: Trinket[] = sampleTrinkets(),
  celestialSlots = 1,
): LoadTrinketsAnswer {
  return { trinkets, celestialSlots };
}

export const SAMPLE_FRAGMENTS = 500;
export const SAMPLE_ESSENCE = 200;

/** Hero_1 with 500 trinket fragments and 200 trinket essence. */
export function trinketInitialData(): InitialData {
  const data = sampleInitialData();
  return {
    ...data,
    items: {
      ...data.items,
      [TRINKET_FRAGMENTS_ITEM]: SAMPLE_FRAGMENTS,
      [TRINKET_ESSENCE_ITEM]: SAMPLE_ESSENCE,
    },
  };
}

export function sampleTrinketEqStats(): EqStats {
  return { eqHealth: 60, eqAttack: 30, eqDefence: 25, eqAccuracy: 280, eqDodge: 90 };
}

/** The id the fake server gives a crafted trinket. */
export const CRAFTED_TRINKET_ID = 100;

/** What a re-roll of the fake server rolls: each base value plus 5. */
export function fakeRoll(mods: readonly TrinketMod[]): TrinketMod[] {
  return mods.map(([modId, base]) => [modId, base + 5]);
}

/** A game server accepting every trinket call, starting from `trinkets` and `celestialSlots`. */
export function trinketApiAnswers(
  trinkets: Trinket[] = sampleTrinkets(),
  celestialSlots = 1,
): Record<string, unknown> {
  let state = trinkets.map((entry) => ({ ...entry }));
  let slots = celestialSlots;
  const find = (request: FakeRequest): Trinket | undefined =>
    state.find((entry) => entry.id === Number(request.params.id));
  const save = (next: Trinket): Trinket => {
    state = state.map((entry) => (entry.id === next.id ? next : entry));
    return { ...next };
  };
  const unknown = { error: 'You do not own that trinket.' };
  const currencies = ({ fragments, essence }: { fragments: number; essence: number }) => [
    { id: TRINKET_FRAGMENTS_ITEM, amount: fragments },
    { id: TRINKET_ESSENCE_ITEM, amount: essence },
  ];
  return {
    'equipment.php?mod=loadTrinkets': () =>
      sampleTrinketsAnswer(
        state.map((t) => ({ ...t })),
        slots,
      ),
    'equipment.php?mod=equipTrinket': (request: FakeRequest) => {
      const target = find(request);
      if (!target) return unknown;
      const next = save({ ...target, equipped: !target.equipped });
      return { equipped: next.equipped, eqStats: sampleTrinketEqStats() };
    },
    'equipment.php?mod=upgradeTrinket': (request: FakeRequest) => {
      const target = find(request);
      if (!target) return unknown;
      const frags = trinketTierUpgradeCost(target.tier, target.rarity) ?? 0;
      return { trinket: save({ ...target, tier: target.tier + 1 }), frags };
    },
    'equipment.php?mod=destroyTrinket': (request: FakeRequest) => {
      const target = find(request);
      if (!target) return unknown;
      state = state.filter((entry) => entry.id !== target.id);
      const gain = trinketDestroyYield(target.tier, target.rarity);
      return { frags: gain.fragments, essence: gain.essence, eqStats: sampleTrinketEqStats() };
    },
    'equipment.php?mod=rerollTrinket': (request: FakeRequest) => {
      const target = find(request);
      if (!target) return unknown;
      const stage = Number(request.params.stage);
      let next = target;
      let itemsToRemove: ReturnType<typeof currencies> = [];
      if (stage === 1) {
        itemsToRemove = currencies(trinketRerollCost(target.rarity));
        next = save({ ...target, rerolledMods: fakeRoll(target.mods) });
      } else if (stage === 2) {
        next = save({ ...target, mods: target.rerolledMods ?? target.mods, rerolledMods: null });
      } else if (stage === 3) {
        next = save({ ...target, rerolledMods: null });
      }
      return { rerolledMods: next.rerolledMods, itemsToRemove, trinket: { ...next } };
    },
    'equipment.php?mod=convertTrinketToCelestial': (request: FakeRequest) => {
      const target = find(request);
      if (!target) return unknown;
      return { trinket: save({ ...target, rarity: 7, celestial: true, equipped: false }) };
    },
    'equipment.php?mod=craftTrinket': (request: FakeRequest) => {
      const rarity = Number(request.params.rarity);
      const type = Number(request.params.type) === 2 ? 2 : 1;
      const crafted = trinket(CRAFTED_TRINKET_ID, type, rarity, 1, [[2, 10]]);
      state = [...state, crafted];
      return { trinket: { ...crafted }, itemsToRemove: currencies(trinketCraftCost(rarity)) };
    },
    'equipment.php?mod=increaseCelestial': () => {
      const cost = celestialSlotIncreaseCost(slots);
      if (cost === null) return { error: 'You already have 3 celestial slots.' };
      slots += 1;
      return { celestialSlots: slots, cost };
    },
  };
}
