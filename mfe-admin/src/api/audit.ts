/** The audit trail: one page, newest first, narrowed to an operator and a player by id. */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

export interface AuditFilter {
  page: number;
  operatorId?: number | undefined;
  targetId?: number | undefined;
}

export const useAuditTrail = (filter: AuditFilter) => useQuery(ENDPOINTS.admin.auditTrail, filter);
