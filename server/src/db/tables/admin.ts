/** The operator console: its audit trail and the bans it sets (issue 27, migration 0014). */
import type { Generated } from 'kysely';

/**
 * Every admin action that changed something, newest last. Names are kept as they were, so a
 * row still reads right after a rename; ids are null for `npm run admin` (no operator account).
 */
export interface AdminAuditTrailTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_name: string;
  /** An AdminAction of the contracts (`ban`, `grantItems`, ...). */
  action: string;
  target_id: number | null;
  target_name: string | null;
  reason: string | null;
  /** What changed, as a JSON object (item and amount, the ban's end, an announcement's id). */
  details: string;
  at: number;
}

/**
 * The ban behind `users.banned` (which alone says "banned now"): why, until when (null:
 * permanent) and by whom. A banned player without a row (a ban from the dev tools) is banned
 * for good.
 */
export interface AccountBansTable {
  user_id: number;
  reason: string;
  until: number | null;
  banned_by: number | null;
  banned_by_name: string;
  banned_at: number;
}

export interface AdminTables {
  admin_audit_trail: AdminAuditTrailTable;
  account_bans: AccountBansTable;
}
