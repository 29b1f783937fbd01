/**
 * The audit trail: every admin action that changed something writes one row, in the same
 * transaction as the change (`recordAdminAction`); the console lists it newest first, paged.
 */
import {
  CONSOLE_COMMAND_OPERATOR,
  type AdminAction,
  type AdminAuditEntry,
  type AdminAuditPage,
} from '@idle/contracts';
import type { Db } from '../../db/database';
import {
  auditEntries,
  countAuditEntries,
  insertAuditEntry,
  type AuditTrailFilter,
} from './admin-audit-trail.repository';

/** Entries a page of the trail shows. */
export const AUDIT_TRAIL_PAGE_SIZE = 50;

export type AuditDetails = AdminAuditEntry['details'];

/** Who acted: an operator's account, or `npm run admin` on the server's machine (null). */
export type Actor = { id: number; username: string } | null;

export async function recordAdminAction(
  db: Db,
  entry: {
    actor: Actor;
    action: AdminAction;
    target: { id: number; username: string } | null;
    reason: string | null;
    details: AuditDetails;
    at: number;
  },
): Promise<void> {
  await insertAuditEntry(db, {
    operator_id: entry.actor?.id ?? null,
    operator_name: entry.actor?.username ?? CONSOLE_COMMAND_OPERATOR,
    action: entry.action,
    target_id: entry.target?.id ?? null,
    target_name: entry.target?.username ?? null,
    reason: entry.reason,
    details: JSON.stringify(entry.details),
    at: entry.at,
  });
}

function parsedDetails(text: string): AuditDetails {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as AuditDetails)
      : {};
  } catch {
    return {};
  }
}

/** One page of the trail, newest first; a page past the last answers the last. */
export async function auditTrailPage(
  db: Db,
  filter: AuditTrailFilter,
  page: number,
): Promise<AdminAuditPage> {
  const count = await countAuditEntries(db, filter);
  const pages = Math.max(1, Math.ceil(count / AUDIT_TRAIL_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const rows = await auditEntries(
    db,
    filter,
    AUDIT_TRAIL_PAGE_SIZE,
    (shown - 1) * AUDIT_TRAIL_PAGE_SIZE,
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      operatorUserid: row.operator_id,
      operatorUsername: row.operator_name,
      action: row.action as AdminAction,
      targetUserid: row.target_id,
      targetUsername: row.target_name,
      reason: row.reason,
      details: parsedDetails(row.details),
      at: row.at,
    })),
    page: shown,
    pages,
  };
}
