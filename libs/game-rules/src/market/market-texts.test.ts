import { describe, expect, it } from 'vitest';
import { JEWEL_MARKET_PAGE_SIZE, MARKET_TEXTS } from './market-texts';

describe('market texts', () => {
  it('quotes the spec exactly', () => {
    expect(MARKET_TEXTS).toEqual({
      itemPurchased: 'Item purchased.',
      transactionCompleted: 'Transaction completed.',
      listingSuccessful: 'Your market listing was successful.',
      listingRemoved: 'Your market listing was removed.',
      noItemsForSale: 'There are currently no items for sale.',
      noBuyListings: 'There are currently no listings to buy this item.',
      noOwnSellListings: 'You have no listings to sell items.',
      noOwnBuyListings: 'You have no listings to buy items.',
      noJewelsForSale: 'There is nothing for sale.',
      jewelSlotPurchased: 'You have purchased an additional jewel slot.',
    });
  });
  it('pages the jewel market by 25', () => {
    expect(JEWEL_MARKET_PAGE_SIZE).toBe(25);
  });
});
