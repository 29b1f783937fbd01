/** Who is online and the world's state (bosses, events, Bonus Time, the lease). */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

export const useOnlinePlayers = () => useQuery(ENDPOINTS.admin.onlinePlayers);
export const useWorldState = () => useQuery(ENDPOINTS.admin.worldState);
