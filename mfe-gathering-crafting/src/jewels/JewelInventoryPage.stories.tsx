import { configureApi } from '@idle/api-client';
import type { InitialData } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { jewelApiAnswers, jewelInitialData } from './fixtures';
import { JewelInventoryPage } from './JewelInventoryPage';

function withState(data: InitialData | null = jewelInitialData()): Decorator {
  return (Story) => {
    resetAll();
    // Every jewel action answers from a fake server: a story never reaches the network.
    configureApi({ fetch: fakeFetch(jewelApiAnswers(data?.jewels)) });
    if (data) loadState(data);
    return <Story />;
  };
}

const meta = {
  title: 'Jewels/JewelInventoryPage',
  component: JewelInventoryPage,
} satisfies Meta<typeof JewelInventoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Five jewels by gem type: an equipped Rare Ruby and a spare Ruby (equipping it swaps them), a
 * Sapphire in the inventory, a Sapphire listed for 25,000 gold, and a Legendary Diamond.
 */
export const Full: Story = { decorators: [withState()] };

/** No jewels at all. */
export const Empty: Story = { decorators: [withState(jewelInitialData([]))] };

/** The game state is not loaded yet. */
export const Loading: Story = { decorators: [withState(null)] };

/** The Sapphire's listing form with a refused price: "The price must be above 0.". */
export const Failed: Story = {
  name: 'Error',
  args: { initialForm: { jewelId: 8, form: 'sell', text: '0', submitted: true } },
  decorators: [withState()],
};

/** The Sapphire's deconstruction waits for the confirming click. */
export const ConfirmDeconstruct: Story = {
  args: { initialForm: { jewelId: 8, form: 'deconstruct' } },
  decorators: [withState()],
};

/** The Diamond's send form is open. */
export const Sending: Story = {
  args: { initialForm: { jewelId: 12, form: 'send', text: 'Smith_9' } },
  decorators: [withState()],
};
