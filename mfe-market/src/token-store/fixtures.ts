/**
 * Test and story data of the token store: a player with some boss and dungeoneering tokens, the
 * store's answer (sapphire with a slot bought, diamond at the maximum) and a server that sells
 * at the store's prices. Never imported by production code.
 */
import type { InitialData, ItemDefinition, TokenStoreAnswer } from '@idle/contracts';
import {
  BOSS_TOKEN_STORE_ITEMS,
  BOSS_TOKENS_ITEM,
  DUNGEONEERING_TOKENS_ITEM,
  JEWEL_SLOTS_MAX,
  jewelSlotCost,
} from '@idle/game-rules';
import { sampleApiAnswers, sampleInitialData, type FakeRequest } from '@idle/test-fixtures';

function item(name: string, type: string, marketable = false): ItemDefinition {
  return { name, type, rarity: 3, description: `${name}.`, useable: false, marketable };
}

/**
 * The sample player with 600 boss tokens (enough for everything but the leather strap) and
 * 3,000 dungeoneering tokens (a ruby or emerald slot, not sapphire's next).
 */
export function tokenStoreInitialData(items: Record<string, number> = {}): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: {
      ...base.itemData,
      [BOSS_TOKENS_ITEM]: item('Boss Tokens', 'currency'),
      [DUNGEONEERING_TOKENS_ITEM]: item('Dungeoneering Tokens', 'currency'),
      heroic_shard: item('Heroic Shard', 'material'),
      health_upgrade_stone: item('Health Upgrade Stone', 'material', true),
      damage_upgrade_stone: item('Damage Upgrade Stone', 'material', true),
      tool_component_bound: item('Bound Tool Component', 'component'),
    },
    items: {
      ...base.items,
      [BOSS_TOKENS_ITEM]: 600,
      [DUNGEONEERING_TOKENS_ITEM]: 3_000,
      ...items,
    },
  };
}

/** Sapphire has 2 slots (the 3rd costs 5,000), ruby and emerald 1, diamond the maximum. */
export function sampleTokenStore(overrides: Partial<TokenStoreAnswer> = {}): TokenStoreAnswer {
  return {
    bossTokensItems: BOSS_TOKEN_STORE_ITEMS.map(({ id, itemId, cost }) => ({
      id,
      itemid: itemId,
      cost,
    })),
    jewelSlots: { 1: 2, 2: 1, 3: 1, 4: JEWEL_SLOTS_MAX },
    maxJewelSlots: JEWEL_SLOTS_MAX,
    jewelSlotsCost: { 1: jewelSlotCost(2), 2: jewelSlotCost(1), 3: jewelSlotCost(1), 4: null },
    ...overrides,
  };
}

/** A store that sells whatever is asked at the prices of `store`. */
export function tokenStoreApiAnswers(
  store: TokenStoreAnswer = sampleTokenStore(),
): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'store.php?mod=tokenStore': store,
    'store.php?mod=spendBossTokens': (request: FakeRequest) => {
      const entry = store.bossTokensItems.find((item) => item.id === Number(request.params.id));
      if (!entry) return { error: 'There is no such item in the store.' };
      return {
        itemsToAdd: [{ id: entry.itemid, amount: 1 }],
        itemsToRemove: [{ id: BOSS_TOKENS_ITEM, amount: entry.cost }],
      };
    },
    'store.php?mod=buyJewelSlots': (request: FakeRequest) => {
      const gemType = Number(request.params.jewelType);
      const slots = (store.jewelSlots[gemType] ?? 1) + 1;
      return {
        jewelSlots: slots,
        nextSlotCost: slots >= JEWEL_SLOTS_MAX ? null : jewelSlotCost(slots),
        itemsToRemove: [
          { id: DUNGEONEERING_TOKENS_ITEM, amount: store.jewelSlotsCost[gemType] ?? 0 },
        ],
      };
    },
  };
}
