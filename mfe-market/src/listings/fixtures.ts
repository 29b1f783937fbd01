/**
 * Test and story data of the player's own listings: orders of several items, and a fake server
 * answering `yourListings` and giving back what a removed order held. Never imported by
 * production code.
 */
import type { YourListingsAnswer } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { marketApiAnswers, order, PLAYER_ID } from '../item/fixtures';

const SELLER = { userid: PLAYER_ID, username: 'Hero_1' };

/** Selling metal (a resource) and a bulk of troll teeth; buying potions and gem fragments. */
export function sampleYourListings(
  overrides: Partial<YourListingsAnswer> = {},
): YourListingsAnswer {
  return {
    sellOrders: [
      order({ id: 11, itemid: 'metal', amount: 100, cost: 2, costDec: 50, ...SELLER }),
      order({
        id: 12,
        itemid: 'troll_tooth',
        amount: 3,
        cost: 150,
        costDec: 0,
        bulk: true,
        ...SELLER,
      }),
    ],
    buyOrders: [
      order({
        id: 21,
        type: 2,
        itemid: 'potion_of_wrath',
        amount: 5,
        cost: 80,
        costDec: 0,
        ...SELLER,
      }),
      order({
        id: 22,
        type: 2,
        itemid: 'gem_fragments',
        amount: 1_000,
        cost: 1,
        costDec: 0,
        ...SELLER,
      }),
    ],
    ...overrides,
  };
}

/** What a removed order gives back: a sell order its items, a buy order its gold. */
const HELD: Record<string, { id: string; amount: number }> = {
  '11': { id: 'metal', amount: 100 },
  '12': { id: 'troll_tooth', amount: 3 },
  '21': { id: 'gold', amount: 400 },
  '22': { id: 'gold', amount: 1_000 },
};

/** A market answering `listings` and accepting every removal and edit. */
export function listingsApiAnswers(
  listings: YourListingsAnswer = sampleYourListings(),
): Record<string, unknown> {
  return {
    ...marketApiAnswers(),
    'market.php?mod=yourListings': listings,
    'market.php?mod=cancelOrder': (request: FakeRequest) => {
      const held = HELD[request.params.orderid ?? ''];
      return held === undefined
        ? { error: 'That order does not exist.' }
        : { playerOrders: [], sellOrders: [], itemsToAdd: [held] };
    },
    // An edit of a sell order: the order at its new terms, the items it holds more or less.
    'market.php?mod=editOrder': (request: FakeRequest) => {
      const listed = listings.sellOrders.find(
        (entry) => String(entry.id) === request.params.orderid,
      );
      if (listed === undefined) return { error: 'You have no such listing.' };
      const edited = {
        ...listed,
        amount: Number(request.params.amount),
        cost: Number(request.params.cost),
        costDec: Number(request.params.costDec),
      };
      const change = edited.amount - listed.amount;
      const moved = [{ id: listed.itemid, amount: Math.abs(change) }];
      return {
        order: edited,
        sellOrders: [edited],
        playerOrders: [edited],
        itemsToAdd: change < 0 ? moved : [],
        itemsToRemove: change > 0 ? moved : [],
      };
    },
  };
}
