/**
 * The SQL of `jewel_trades`: the jewel market's sales, one row per jewel bought, written in the
 * purchase's transaction. Net worth reads them back with the player's jewels
 * (`jewelCountsWithSales` in inventory/jewels.repository.ts).
 */
import type { Db } from '../../db/database';

export interface NewJewelTrade {
  gemType: number;
  rarity: number;
  /** Whole gold the buyer paid. */
  price: number;
  buyerId: number;
  sellerId: number;
  at: number;
}

export async function insertJewelTrade(db: Db, trade: NewJewelTrade): Promise<void> {
  await db
    .insertInto('jewel_trades')
    .values({
      gem_type: trade.gemType,
      rarity: trade.rarity,
      price: trade.price,
      traded_at: trade.at,
      buyer_id: trade.buyerId,
      seller_id: trade.sellerId,
    })
    .execute();
}
