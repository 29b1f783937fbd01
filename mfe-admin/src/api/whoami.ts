/** Who the caller is in the console: their role and what it may do (every page reads it). */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS, type AdminPermission } from '@idle/contracts';

export const useWhoami = () => useQuery(ENDPOINTS.admin.whoami);

/**
 * Whether the caller may do `permission`: false while the answer is loading or failed, so a form
 * the role may not use never shows (the server checks every call anyway).
 */
export function useMayDo(permission: AdminPermission): boolean {
  const { state } = useWhoami();
  return state.status === 'ready' && state.data.permissions.includes(permission);
}
