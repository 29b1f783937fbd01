/** A clan's public profile (`profile`). */
import { useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ClanProfileLookup } from '@idle/contracts';

/** The profile of clan `clanid`; nothing is asked without one (not a clan id). */
export function useClanProfile(clanid: number | null): ServerData<ClanProfileLookup> {
  return useQuery(ENDPOINTS.clan.profile, { clanid: clanid ?? 0 }, { enabled: clanid !== null });
}
