/** Payments, honor and Autos bought, and the boosts players have running. */
import type { Generated } from 'kysely';

export interface PaymentCheckoutsTable {
  id: Generated<number>;
  session_id: string;
  user_id: number;
  amount_cents: number;
  provider: string;
  status: 'pending' | 'paid';
  /** Credits this session brought the buyer (0 until paid). */
  credited: Generated<number>;
  created_at: number;
}

export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  session_id: string;
  received_at: number;
}

export interface PremiumProgressTable {
  user_id: number;
  /** Honor: one a dollar paid plus one per ten honor tokens used; gives the nobility rank. */
  honor: Generated<number>;
  /** Autos bought with credits (the maximum Autos already includes them). */
  autos_bought: Generated<number>;
}

export interface PlayerBoostsTable {
  user_id: number;
  kind: string;
  percent: number;
  /** Milliseconds since the epoch. */
  ends_at: number;
}

export interface PremiumTables {
  payment_checkouts: PaymentCheckoutsTable;
  payment_events: PaymentEventsTable;
  premium_progress: PremiumProgressTable;
  player_boosts: PlayerBoostsTable;
}
