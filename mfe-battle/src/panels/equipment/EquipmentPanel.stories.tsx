import { configureApi } from '@idle/api-client';
import type {
  EquipmentSlot as EquipmentItem,
  InitialData,
  UpgradeLevelAnswer,
  UpgradeTypeAnswer,
} from '@idle/contracts';
import { upgradeTypeComponentCost } from '@idle/game-rules';
import { $equipment, $gameData, $items } from '@idle/state';
import {
  type FakeRequest,
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
} from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { EquipmentPanel } from './EquipmentPanel';

function slotOf(request: FakeRequest): {
  key: keyof InitialData['equipment'];
  item: EquipmentItem;
} {
  const key = String(request.params.id) as keyof InitialData['equipment'];
  const item = $equipment.get()[key] ?? { level: 1, type: 1, rarity: 1, levelUpgradeCost: 5 };
  return { key, item };
}

/** A fake server that accepts both upgrades, answering from the stores as they are. */
function equipmentAnswers(): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'equipment.php?mod=upgradeLevel': (request: FakeRequest): UpgradeLevelAnswer => {
      const { item } = slotOf(request);
      const level = item.level + 1;
      return {
        eq: { ...item, level, levelUpgradeCost: 5 * level },
        gold: ($items.get().gold ?? 0) - item.levelUpgradeCost,
      };
    },
    'equipment.php?mod=upgradeType': (request: FakeRequest): UpgradeTypeAnswer => {
      const { item } = slotOf(request);
      const type = $gameData.get()?.equipmentData[String(item.type)];
      const cost = upgradeTypeComponentCost(
        Number(request.params.id),
        type?.componentsRequired ?? 0,
      );
      return {
        eq: { ...item, type: item.type + 1 },
        itemsToRemove: [{ id: cost.itemId, amount: cost.amount }, ...(type?.itemsRequired ?? [])],
      };
    },
  };
}

function withState(data: () => InitialData): Decorator {
  return (Story) => {
    resetAll();
    configureApi({ fetch: fakeFetch(equipmentAnswers()) });
    loadState(data());
    return <Story />;
  };
}

/** Hero_1 with components enough for every type upgrade. */
function richHero(): InitialData {
  const data = sampleInitialData();
  return {
    ...data,
    items: { ...data.items, weapon_component: 200, armor_component: 200, gem_fragments: 20 },
  };
}

const meta = {
  title: 'Battle/Panels/Equipment',
  component: EquipmentPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EquipmentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Slots 1 and 3 to 8 equipped, coloured by rarity; click an item to see its upgrades. */
export const Full: Story = { decorators: [withState(richHero)] };

/** A player without equipment: every slot empty. */
export const Empty: Story = {
  decorators: [withState(() => sampleInitialData({ equipment: {} }))],
};

/** The Main Hand opened: Upgrade level for gold, Upgrade type for weapon components. */
export const Expanded: Story = {
  args: { initialExpanded: 1 },
  decorators: [withState(richHero)],
};

/** The Main Hand opened at the last type: "This item is fully upgraded.". */
export const ExpandedFullyUpgraded: Story = {
  args: { initialExpanded: 1 },
  decorators: [
    withState(() => {
      const data = richHero();
      return {
        ...data,
        equipment: {
          ...data.equipment,
          '1': { level: 40, type: 3, rarity: 5, levelUpgradeCost: 200 },
        },
      };
    }),
  ],
};

/** The Helm opened without the gold or components its upgrades cost (red, disabled). */
export const ExpandedTooPoor: Story = {
  args: { initialExpanded: 3 },
  decorators: [
    withState(() => {
      const data = sampleInitialData();
      return { ...data, items: { ...data.items, gold: 10, armor_component: 2 } };
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
