/**
 * Test and story data of the jewel market: listed jewels of a gem type (one of them the
 * player's own) and a fake server that lists them and sells any jewel but the player's.
 * Never imported by production code.
 */
import type { BuyJewelMarketAnswer, JewelListing } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { marketApiAnswers, PLAYER_ID } from '../item/fixtures';

export function jewelListing(overrides: Partial<JewelListing> = {}): JewelListing {
  return {
    id: 101,
    gemType: 1,
    rarity: 3,
    stats: { health: 40, attack: 10, defence: 5, accuracy: 150, dodge: 0, total: 205 },
    cost: 25_000,
    userid: 77,
    username: 'Miner_7',
    craftedBy: 'Miner_7',
    ...overrides,
  };
}

/**
 * Three sapphire jewels, not in order: totals 205 (Miner_7), 1,100 (Smith_2) and 60 (the
 * player's own, listed for 900 gold).
 */
export function sampleJewelListings(): JewelListing[] {
  return [
    jewelListing(),
    jewelListing({
      id: 102,
      rarity: 5,
      stats: { health: 500, attack: 300, defence: 100, accuracy: 0, dodge: 200, total: 1_100 },
      cost: 400_000,
      userid: 22,
      username: 'Smith_2',
      craftedBy: 'Smith_2',
    }),
    jewelListing({
      id: 103,
      rarity: 1,
      stats: { health: 0, attack: 0, defence: 60, accuracy: 0, dodge: 0, total: 60 },
      cost: 900,
      userid: PLAYER_ID,
      username: 'Hero_1',
      craftedBy: 'Hero_1',
    }),
  ];
}

/** `count` jewels of other players whose totals fall by one from `count` (ids 1 to count). */
export function manyJewelListings(count: number): JewelListing[] {
  return Array.from({ length: count }, (_, index) =>
    jewelListing({
      id: index + 1,
      stats: {
        health: count - index,
        attack: 0,
        defence: 0,
        accuracy: 0,
        dodge: 0,
        total: count - index,
      },
      cost: 1_000 + index,
    }),
  );
}

/** The jewel a listing becomes in the buyer's inventory. */
function boughtJewel(listing: JewelListing): BuyJewelMarketAnswer {
  return {
    jewel: {
      id: listing.id,
      type: 1,
      gemType: listing.gemType,
      rarity: listing.rarity,
      stats: listing.stats,
      equipped: false,
      marketPrice: null,
      craftedBy: listing.craftedBy,
      craftedByUserid: listing.userid,
    },
    cost: listing.cost,
    tax: Math.floor(listing.cost / 20),
  };
}

/** A jewel market listing `listings` whatever the gem type, selling any of them but one's own. */
export function jewelMarketApiAnswers(
  listings: JewelListing[] = sampleJewelListings(),
): Record<string, unknown> {
  return {
    ...marketApiAnswers(),
    'market.php?mod=loadJewels': listings,
    'equipment.php?mod=buyJewelMarket': (request: FakeRequest) => {
      const listing = listings.find((entry) => String(entry.id) === request.params.id);
      if (listing === undefined) return { error: 'That jewel is no longer for sale.' };
      if (listing.userid === PLAYER_ID) return { error: 'You cannot buy your own jewel.' };
      return boughtJewel(listing);
    },
  };
}
