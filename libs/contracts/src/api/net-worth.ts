/** networth.php answers (issue 29): what the player owns, valued at the market's 7-day average. */

/** Something the player owns that no trade of the last `days` days prices: counted as 0. */
export type NotValued =
  | { kind: 'item'; itemid: string; amount: number }
  | { kind: 'jewel'; gemType: number; rarity: number; amount: number }
  | { kind: 'trinket'; rarity: number; amount: number };

/** `networth.php?mod=loadNetWorth`: the caller's own worth in whole gold, and each part of it. */
export interface NetWorthAnswer {
  /** Days the average price covers. */
  days: number;
  total: number;
  /** Gold held, at face value. */
  gold: number;
  /** Items held (gold apart), at their average price. */
  inventory: number;
  jewels: number;
  trinkets: number;
  /** Sell orders' items at their average price, plus the gold buy orders hold. */
  orders: number;
  notValued: NotValued[];
}
