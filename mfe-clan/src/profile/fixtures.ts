/** Test and story data of a clan's public profile. Never imported by production code. */
import type { ClanProfileAnswer } from '@idle/contracts';

export function sampleClanProfile(overrides: Partial<ClanProfileAnswer> = {}): ClanProfileAnswer {
  return {
    clanid: 9,
    name: 'Ember Guard',
    level: 140,
    members: 24,
    goldTax: 10,
    resTax: 4,
    buildings: [
      ['Headquarters', 12],
      ['Autos Totem', 7],
      ['Strength Totem', 3],
    ],
    ...overrides,
  };
}
