/** The land's personnel (`land.php loadPersonnel`, on a plot) and their upgrades. */
import { api, queryCache, type ServerData, useQuery } from '@idle/api-client';
import { ENDPOINTS, type LoadPersonnelAnswer, type Personnel } from '@idle/contracts';
import { applyItemChanges } from '@idle/state';
import { hasPlot, onPlot, useLand, type WithPlot } from './land';

/** Each person of the land; null without a plot. */
export function usePersonnel(): ServerData<WithPlot<LoadPersonnelAnswer>> {
  const land = useLand();
  const personnel = useQuery(ENDPOINTS.land.loadPersonnel, undefined, { enabled: hasPlot(land) });
  return onPlot(land, personnel);
}

export type PersonnelUpgrade = 'level' | 'rarity';

/** Upgrades `person`'s level or rarity: the cost leaves the inventory, the person shows anew. */
export async function upgradePersonnel(person: Personnel, type: PersonnelUpgrade) {
  const upgraded = await api.call(ENDPOINTS.land.upgradePersonnel, {
    personnel: person.id,
    type,
  });
  applyItemChanges([], upgraded.itemsToRemove);
  queryCache.update(ENDPOINTS.land.loadPersonnel, undefined, (answer) => ({
    ...answer,
    personnel: answer.personnel.map((other) =>
      other.id === person.id ? upgraded.personnelData : other,
    ),
  }));
  return upgraded;
}
