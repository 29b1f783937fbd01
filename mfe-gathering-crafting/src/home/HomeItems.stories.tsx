import { configureApi } from '@idle/api-client';
import type {
  EquipRuneAnswer,
  InitialData,
  UnequipRuneAnswer,
  UpgradeToolAnswer,
  UpgradeUpgradeableAnswer,
} from '@idle/contracts';
import {
  TOOL_COMPONENT_BOUND_ITEM,
  TOOL_COMPONENT_ITEM,
  type ToolId,
  splitToolComponentPayment,
  toolComponentsForUpgrade,
} from '@idle/game-rules';
import { $items, $player, $tools } from '@idle/state';
import {
  type FakeRequest,
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
} from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { HomeItems } from './HomeItems';

/** A fake server that accepts every call of these sections, answering from the stores as they are. */
function homeAnswers(): Record<string, unknown> {
  let nextRuneEntry = 100;
  const eqStats = () => {
    const player = $player.get();
    return {
      eqHealth: player?.eqHealth ?? 0,
      eqAttack: player?.eqAttack ?? 0,
      eqDefence: player?.eqDefence ?? 0,
      eqAccuracy: player?.eqAccuracy ?? 0,
      eqDodge: player?.eqDodge ?? 0,
    };
  };
  return {
    ...sampleApiAnswers(),
    'items.php?mod=upgradeTool': (request: FakeRequest): UpgradeToolAnswer => {
      const id = request.params.id as ToolId;
      const level = $tools.get()?.[id] ?? 1;
      const items = $items.get();
      const paid = splitToolComponentPayment(
        toolComponentsForUpgrade(level),
        items[TOOL_COMPONENT_ITEM] ?? 0,
        items[TOOL_COMPONENT_BOUND_ITEM] ?? 0,
      ) ?? { bound: 0, unbound: 0 };
      return {
        itemsToRemove: [
          { id: TOOL_COMPONENT_BOUND_ITEM, amount: paid.bound },
          { id: TOOL_COMPONENT_ITEM, amount: paid.unbound },
        ],
        toolLevel: level + 1,
      };
    },
    'items.php?mod=equipRune': (request: FakeRequest): EquipRuneAnswer => ({
      rune: { id: (nextRuneEntry += 1), runeid: request.params.id ?? '' },
      eqStats: eqStats(),
    }),
    'items.php?mod=unequipRune': (): UnequipRuneAnswer => ({ eqStats: eqStats() }),
    'items.php?mod=upgradeUpgradeableItem': (request: FakeRequest): UpgradeUpgradeableAnswer => {
      const id = request.params.id ?? '';
      const level = Number(request.params.level);
      const cost = sampleInitialData().upgradeableItemData[id]?.costs[level] ?? [];
      return { id, level: level + 1, itemsToRemove: cost };
    },
  };
}

/** Fills the stores with `data` (built per render) and answers the calls from a fake server. */
function withState(data: () => InitialData): Decorator {
  return (Story) => {
    resetAll();
    configureApi({ fetch: fakeFetch(homeAnswers()) });
    loadState(data());
    return <Story />;
  };
}

const meta = {
  title: 'Gathering/HomeItems',
  component: HomeItems,
} satisfies Meta<typeof HomeItems>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hero_1: tool components enough for every tool, a two-slot rune
 * belt with one free slot, the belt upgrade affordable, and a Ruby jewel equipped.
 */
export const Full: Story = {
  decorators: [
    withState(() => {
      const data = sampleInitialData({ upgradeableItems: { rune_belt: 2 } });
      return {
        ...data,
        items: { ...data.items, tool_component: 20, tool_component_bound: 6, leather_strap: 40 },
      };
    }),
  ],
};

/** No runes at all, no jewel equipped and nothing upgradeable. */
export const Empty: Story = {
  decorators: [
    withState(() => {
      const data = sampleInitialData();
      const items = { ...data.items };
      delete items.rune_fire;
      delete items.rune_stone;
      return {
        ...data,
        items,
        runes: [],
        jewels: data.jewels.map((jewel) => ({ ...jewel, equipped: false })),
        upgradeableItemData: {},
        upgradeableItems: {},
      };
    }),
  ],
};

/** Before the initial data is loaded. */
export const Loading: Story = {
  decorators: [
    (Story) => {
      resetAll();
      return <Story />;
    },
  ],
};

/** The rune belt at its maximum level: "This item is fully upgraded.", five slots to fill. */
export const FullyUpgraded: Story = {
  decorators: [
    withState(() => {
      const data = sampleInitialData({
        upgradeableItems: { rune_belt: 5 },
        tools: { pickaxe: 12, hatchet: 9, hammer: 10 },
      });
      return { ...data, items: { ...data.items, rune_fire: 6, rune_stone: 4 } };
    }),
  ],
};

/**
 * No tool components (every tool says "You do not have enough components to upgrade."), a full
 * rune belt (Equip disabled with the reason) and too few leather straps for the belt (red).
 */
export const NotEnoughComponents: Story = {
  decorators: [
    withState(() => {
      const data = sampleInitialData();
      return { ...data, items: { ...data.items, leather_strap: 2 } };
    }),
  ],
};

/** A server that refuses every call: the refusal shows in the section and nothing changes. */
export const Refused: Story = {
  decorators: [
    (Story) => {
      resetAll();
      const refusal = { error: 'The server refused this upgrade.' };
      configureApi({
        fetch: fakeFetch({
          ...sampleApiAnswers(),
          'items.php': refusal,
        }),
      });
      const data = sampleInitialData({ upgradeableItems: { rune_belt: 2 } });
      loadState({ ...data, items: { ...data.items, tool_component: 20 } });
      return <Story />;
    },
  ],
};
