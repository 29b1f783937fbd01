/** The action each player has under way. */
import type { Generated } from 'kysely';

export interface ActionStateTable {
  user_id: number;
  action: string;
  /** JSON of the action's parameters (e.g. the mob). */
  params: string;
  started_at: number;
  /** A tick before this time is refused. */
  next_tick_at: number;
  /** JSON of the tracker figures of this run. */
  tracker: string;
  /** 1 once an answer stopped the action: the row keeps its timer, a reload does not resume it. */
  ended: Generated<number>;
}

export interface ActionsTables {
  action_state: ActionStateTable;
}
