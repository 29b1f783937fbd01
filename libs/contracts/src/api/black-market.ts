/** Answers of the black market (store.php, spec 002 §7). */

/** The black market page: credits bought this UTC month and the gold price of the next. */
export interface BlackMarketAnswer {
  creditsPurchased: number;
  creditsCost: number;
}

/** One bound credit bought. */
export interface BlackMarketCreditsAnswer {
  /** Credits bought this month, this one included. */
  purchased: number;
  /** The gold this credit cost. */
  cost: number;
  /** The gold price of the next credit this month. */
  nextCost: number;
}

/** Resource caches traded: `numCache` caches spent for `numRes` of the resource `res`. */
export interface BlackMarketCacheAnswer {
  res: string;
  numRes: number;
  numCache: number;
}
