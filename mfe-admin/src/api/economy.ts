/**
 * The economy audit, which reads every item's books: asked only once the operator runs it (its
 * page opening asks nothing), and again with each run.
 */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

export const useEconomyAudit = (run: boolean) =>
  useQuery(ENDPOINTS.admin.economyAudit, undefined, { enabled: run });
