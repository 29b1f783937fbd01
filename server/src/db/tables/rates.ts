/** Rates per action (issue 29): what each action brought a player since their last reset. */

export interface ActionRatesTable {
  user_id: number;
  /** The action tracked: its name, or its name and what it is done on (`dungeoneering:3`). */
  tracked: string;
  /** `actions`, `ms` (the ticks' delays), `exp`, `gold`, or `item:<item id>`. */
  entry: string;
  amount: number;
}

export interface RateResetsTable {
  user_id: number;
  reset_at: number;
}

export interface RatesTables {
  action_rates: ActionRatesTable;
  rate_resets: RateResetsTable;
}
