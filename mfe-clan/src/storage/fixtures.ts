/**
 * Test and story data of the clan storage: the player's items, the clan's storage and a server
 * that keeps the storage as donations, conversions, sends and building upgrades change it.
 * Never imported by production code.
 */
import type {
  ClanData,
  InitialData,
  ItemCounts,
  ItemDefinition,
  LoadStorageAnswer,
} from '@idle/contracts';
import { sampleInitialData, type FakeRequest } from '@idle/test-fixtures';
import { clanDetailsApiAnswers, sampleClanData } from '../details/fixtures';

function resource(name: string): ItemDefinition {
  return {
    name,
    type: 'resource',
    rarity: 1,
    description: `${name}.`,
    useable: false,
    marketable: true,
  };
}

/** The sample player with 5,000 gold, 40 credits and some of each resource. */
export function clanInitialData(items: Record<string, number> = {}): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: {
      ...base.itemData,
      metal: resource('Metal'),
      wood: resource('Wood'),
      stone: resource('Stone'),
    },
    items: { ...base.items, gold: 5_000, credits: 40, metal: 900, wood: 600, stone: 300, ...items },
  };
}

export function sampleClanStorage(): ItemCounts {
  return { gold: 1_200_000, credits: 250, metal: 80_000, wood: 45_000, stone: 12_000 };
}

/** The storage page's answer: 150,000 of a 1,040,000 monthly cap converted, 1.5 gold a resource. */
export function sampleStorageAnswer(overrides: Partial<LoadStorageAnswer> = {}): LoadStorageAnswer {
  const storage = overrides.storage ?? sampleClanStorage();
  return {
    storage,
    sendableItems: Object.entries(storage)
      .filter(([, amount]) => amount > 0)
      .map(([itemid, amount]) => ({ itemid, amount })),
    level: 104,
    goldConverted: 150_000,
    goldConversionRate: 15,
    conversionCap: 1_040_000,
    ...overrides,
  };
}

type StorageItems = { id: string; amount: number }[];

function itemsOf(request: FakeRequest): StorageItems {
  return JSON.parse(request.params.items ?? '[]') as StorageItems;
}

function change(storage: ItemCounts, items: StorageItems, sign: 1 | -1): ItemCounts {
  const next = { ...storage };
  for (const { id, amount } of items) next[id] = (next[id] ?? 0) + sign * amount;
  return next;
}

/**
 * A clan server for the storage page: `loadDetails` with `clan`, and a storage that donations
 * fill, sends to members empty and conversions change at the sample rate (1.5 gold a resource).
 */
export function clanStorageApiAnswers(
  clan: ClanData = sampleClanData(),
  start: LoadStorageAnswer = sampleStorageAnswer(),
): Record<string, unknown> {
  let storage = start.storage;
  let goldConverted = start.goldConverted;
  return {
    ...clanDetailsApiAnswers(clan),
    'clan.php?mod=loadStorage': () => sampleStorageAnswer({ ...start, storage, goldConverted }),
    'clan.php?mod=donateItems': (request: FakeRequest) => {
      const items = itemsOf(request);
      storage = change(storage, items, 1);
      return { itemsToRemove: items, storage };
    },
    'clan.php?mod=sendItemsToMember': (request: FakeRequest) => {
      storage = change(storage, itemsOf(request), -1);
      return { storage, goldConverted };
    },
    'clan.php?mod=convertItems': (request: FakeRequest) => {
      const { from = '', to = '' } = request.params;
      const amount = Number(request.params.amount);
      const goldWorth = from === 'gold' ? amount : (amount * start.goldConversionRate) / 10;
      const received = to === 'gold' ? goldWorth : (goldWorth * 10) / start.goldConversionRate;
      storage = change(
        storage,
        [
          { id: from, amount },
          { id: to, amount: -Math.floor(received) },
        ],
        -1,
      );
      goldConverted += Math.ceil(goldWorth);
      return { storage, goldConverted };
    },
  };
}
