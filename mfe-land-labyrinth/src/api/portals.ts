/** The land's portals (`land.php getPortalData`, on a plot) and their upgrades. */
import { api, queryCache, type ServerData, useQuery } from '@idle/api-client';
import { ENDPOINTS, type Portal, type PortalDataAnswer } from '@idle/contracts';
import type { PortalUpgradeType } from '@idle/game-rules';
import { applyItemChanges } from '@idle/state';
import { hasPlot, onPlot, useLand, type WithPlot } from './land';

/** Each portal with its level, battles saved, cap and cost; null without a plot. */
export function usePortals(): ServerData<WithPlot<PortalDataAnswer>> {
  const land = useLand();
  const portals = useQuery(ENDPOINTS.land.getPortalData, undefined, { enabled: hasPlot(land) });
  return onPlot(land, portals);
}

/** Upgrades `portal` paying with `uType`: the cost leaves the inventory, the portal shows anew. */
export async function upgradePortal(portal: Portal, uType: PortalUpgradeType) {
  const upgraded = await api.call(ENDPOINTS.land.upgradePortal, { id: portal.id, uType });
  applyItemChanges([], upgraded.itemsToRemove);
  queryCache.update(ENDPOINTS.land.getPortalData, undefined, (answer) => ({
    ...answer,
    portals: answer.portals.map((other) => (other.id === portal.id ? upgraded.portal : other)),
  }));
  return upgraded;
}
