/** The `admin_audit_trail` table: every admin action that changed something. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AdminAuditTrailTable } from '../../db/schema';

export type AuditTrailRow = Selectable<AdminAuditTrailTable>;

/** Narrows the trail to one operator's actions, one target's, or both. */
export interface AuditTrailFilter {
  operatorId?: number | undefined;
  targetId?: number | undefined;
}

export async function insertAuditEntry(
  db: Db,
  entry: Insertable<AdminAuditTrailTable>,
): Promise<void> {
  await db.insertInto('admin_audit_trail').values(entry).execute();
}

function filtered(db: Db, filter: AuditTrailFilter) {
  let query = db.selectFrom('admin_audit_trail');
  if (filter.operatorId !== undefined) query = query.where('operator_id', '=', filter.operatorId);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  return query;
}

export async function countAuditEntries(db: Db, filter: AuditTrailFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A page of the trail, newest first. */
export function auditEntries(
  db: Db,
  filter: AuditTrailFilter,
  limit: number,
  offset: number,
): Promise<AuditTrailRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
