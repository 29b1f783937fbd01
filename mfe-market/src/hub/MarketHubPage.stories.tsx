import type { InitialData } from '@idle/contracts';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { marketInitialData } from '../item/fixtures';
import { MarketHubView } from './MarketHubPage';

function withState(data: InitialData = marketInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const meta = {
  title: 'Market/MarketHubPage',
  component: MarketHubView,
  args: { itemType: 'currency', onSelectType: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      return (
        <MemoryRouter initialEntries={['/market/currency']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof MarketHubView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hub: the currency tab. */
export const Currency: Story = { decorators: [withState()] };

/** The trophies tab, the player owning some troll teeth. */
export const Trophies: Story = { args: { itemType: 'trophy' }, decorators: [withState()] };

/** Before the item data has loaded. */
export const Loading: Story = {};

/** A route naming an item type nothing of which is traded. */
export const UnknownType: Story = { args: { itemType: 'dragons' }, decorators: [withState()] };
