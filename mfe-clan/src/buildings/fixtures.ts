/**
 * Test and story data of the clan buildings, and a server that upgrades them from a storage it
 * keeps. Never imported by production code.
 */
import type { ClanBuilding, ClanData, ItemCounts, LoadBuildingsAnswer } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { clanDetailsApiAnswers, sampleClanData } from '../details/fixtures';
import { sampleClanStorage, sampleStorageAnswer } from '../storage/fixtures';

/** The headquarters (affordable), the Autos totem (short of stone) and a maxed gathering totem. */
export function sampleBuildings(): ClanBuilding[] {
  return [
    {
      id: 1,
      name: 'Headquarters',
      level: 3,
      maxLevel: 20,
      description: '+5 member limit per level.',
      cost: { gold: 400_000, wood: 20_000 },
    },
    {
      id: 2,
      name: 'Autos Totem',
      level: 7,
      maxLevel: 50,
      description: '+2% maximum Autos per level.',
      cost: { gold: 250_000, stone: 30_000, credits: 50 },
    },
    {
      id: 4,
      name: 'Gathering Totem',
      level: 10,
      maxLevel: 10,
      description: '+1% gathering shards per level.',
      cost: null,
    },
  ];
}

export function sampleBuildingsAnswer(clan: ClanData = sampleClanData()): LoadBuildingsAnswer {
  return { clanData: clan, buildingsData: sampleBuildings() };
}

/**
 * A clan server for the buildings page: the buildings and the storage, and upgrades that raise a
 * building one level (costs grow by half) and take its cost out of the storage.
 */
export function clanBuildingsApiAnswers(
  clan: ClanData = sampleClanData(),
  startStorage: ItemCounts = sampleClanStorage(),
): Record<string, unknown> {
  let storage = startStorage;
  let buildings = sampleBuildings();
  return {
    ...clanDetailsApiAnswers(clan),
    'clan.php?mod=loadStorage': () => sampleStorageAnswer({ storage }),
    'clan.php?mod=loadBuildings': () => ({ clanData: clan, buildingsData: buildings }),
    'clan.php?mod=upgradeBuilding': (request: FakeRequest) => {
      const id = Number(request.params.id);
      buildings = buildings.map((building) => {
        if (building.id !== id || building.cost === null) return building;
        const next = { ...storage };
        for (const [item, amount] of Object.entries(building.cost)) {
          next[item] = (next[item] ?? 0) - amount;
        }
        storage = next;
        const level = building.level + 1;
        const cost =
          level >= building.maxLevel
            ? null
            : Object.fromEntries(
                Object.entries(building.cost).map(([item, amount]) => [item, amount * 1.5]),
              );
        return { ...building, level, cost };
      });
      return { clanData: clan, buildingsData: buildings };
    },
  };
}
