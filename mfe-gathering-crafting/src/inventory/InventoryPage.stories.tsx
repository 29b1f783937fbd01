import { configureApi } from '@idle/api-client';
import type { InitialData } from '@idle/contracts';
import {
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
} from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DeconstructDialog } from './DeconstructDialog';
import { InventoryPage } from './InventoryPage';

/** A fake server that accepts potions and deconstruction, so clicks never reach the network. */
function withState(data: InitialData | null): Decorator {
  return (Story) => {
    resetAll();
    configureApi({
      fetch: fakeFetch({
        ...sampleApiAnswers(),
        'items.php?mod=useItem': { used: 1, potionData: { potion_of_wrath: [10, 50] } },
        'items.php?mod=destroyItems': {
          itemsToAdd: [{ id: 'gold', amount: 116 }],
          itemsToRemove: [{ id: 'rat_tail', amount: 58 }],
        },
      }),
    });
    if (data) loadState(data);
    return <Story />;
  };
}

const richItems = {
  ...sampleInitialData().items,
  troll_tooth: 12,
  ember_core: 3,
  cellar_key: 1,
  gold: 1_234_567,
};

const meta = {
  title: 'Inventory/InventoryPage',
  component: InventoryPage,
} satisfies Meta<typeof InventoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every category with owned items; a potion with its Use control; Deconstruct Trophies. */
export const Full: Story = { decorators: [withState(sampleInitialData({ items: richItems }))] };

/** A player who owns nothing. */
export const Empty: Story = { decorators: [withState(sampleInitialData({ items: {} }))] };

/** Before the initial data is loaded. */
export const Loading: Story = { decorators: [withState(null)] };

/** The Deconstruct dialog, open on the trophies. */
export const DeconstructOpen: Story = {
  decorators: [withState(sampleInitialData({ items: richItems }))],
  render: () => (
    <>
      <InventoryPage />
      <DeconstructDialog type="trophy" open onClose={fn()} />
    </>
  ),
};

/** The Deconstruct dialog with nothing of its type owned. */
export const NothingToDeconstruct: Story = {
  decorators: [withState(sampleInitialData({ items: { gold: 500, potion_of_wrath: 1 } }))],
  render: () => (
    <>
      <InventoryPage />
      <DeconstructDialog type="trophy" open onClose={fn()} />
    </>
  ),
};
