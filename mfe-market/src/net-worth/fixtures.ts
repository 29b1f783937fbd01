/** Sample net worth answers for the section's tests and stories. */
import type { MarketValuesAnswer, NetWorthAnswer } from '@idle/contracts';

export function sampleNetWorth(overrides: Partial<NetWorthAnswer> = {}): NetWorthAnswer {
  return {
    days: 7,
    total: 1_252_710,
    gold: 1_200_000,
    inventory: 45_200,
    jewels: 2_400,
    trinkets: 0,
    orders: 5_110,
    notValued: [
      { kind: 'item', itemid: 'metal', amount: 40 },
      { kind: 'jewel', gemType: 2, rarity: 3, amount: 1 },
      { kind: 'trinket', rarity: 2, amount: 2 },
    ],
    ...overrides,
  };
}

export function sampleMarketValues(): MarketValuesAnswer {
  return { days: 7, values: [{ itemid: 'rune_fire', averageCents: 1_250, volume: 12 }] };
}
