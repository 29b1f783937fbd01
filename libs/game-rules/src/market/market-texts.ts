/**
 * Texts and list sizes of the market, the player's own listings, the jewel market and the
 * token store's jewel slots, quoted exactly from the spec.
 * Spec 000, section 8; spec 001, sections 2 and 8; spec 002, sections 2 and 9.
 */

/** Success, empty and blocked texts of the market screens. */
export const MARKET_TEXTS = {
  /** After buying from a sell order, and after buying a jewel. */
  itemPurchased: 'Item purchased.',
  /** After selling into a buy order. */
  transactionCompleted: 'Transaction completed.',
  /** After placing a buy or sell order. */
  listingSuccessful: 'Your market listing was successful.',
  /** After cancelling an order. */
  listingRemoved: 'Your market listing was removed.',
  /** An item page with no sell orders. */
  noItemsForSale: 'There are currently no items for sale.',
  /** An item page with no buy orders. */
  noBuyListings: 'There are currently no listings to buy this item.',
  /** The player's own listings page without sell orders. */
  noOwnSellListings: 'You have no listings to sell items.',
  /** The player's own listings page without buy orders. */
  noOwnBuyListings: 'You have no listings to buy items.',
  /** A jewel market page with no jewels listed (spec 002, with its full stop). */
  noJewelsForSale: 'There is nothing for sale.',
  /** The token store after buying a jewel slot. */
  jewelSlotPurchased: 'You have purchased an additional jewel slot.',
} as const;
export type MarketTextKey = keyof typeof MARKET_TEXTS;

/** Rows per page of the jewel market (Previous/Next). Spec 001, section 9; spec 002, section 9. */
export const JEWEL_MARKET_PAGE_SIZE = 25;
