/** The clan buildings (`loadBuildings`, which carries the player's clan too) and upgrading. */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type LoadBuildingsAnswer } from '@idle/contracts';
import { clanLogChanged, ownProfileChanged, updateClanData } from './clan';

export function useClanBuildings(): ServerData<LoadBuildingsAnswer> {
  return useQuery(ENDPOINTS.clan.loadBuildings);
}

/** Upgrades a building with storage items; the answer is every building and the clan afresh. */
export async function upgradeBuilding(id: number): Promise<LoadBuildingsAnswer> {
  const upgraded = await api.call(ENDPOINTS.clan.upgradeBuilding, { id });
  queryCache.update(ENDPOINTS.clan.loadBuildings, undefined, () => upgraded);
  updateClanData(() => upgraded.clanData);
  // The storage paid: the answer does not say how much is left.
  queryCache.invalidate(ENDPOINTS.clan.loadStorage);
  // The clan's public profile lists its building levels.
  ownProfileChanged();
  clanLogChanged();
  return upgraded;
}
