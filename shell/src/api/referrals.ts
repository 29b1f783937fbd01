/** The players the player brought in (`misc.php mod=getReferrals`). */
import { useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type Referral } from '@idle/contracts';
import { useMemo } from 'react';
import { whenReady } from './when-ready';

const listOf = (answer: Referral[]): Referral[] => (Array.isArray(answer) ? answer : []);

export function useReferrals(failedText: string): ServerData<Referral[]> {
  const { state, reload } = useQuery(ENDPOINTS.referrals.getReferrals, undefined, { failedText });
  return { state: useMemo(() => whenReady(state, listOf), [state]), reload };
}
