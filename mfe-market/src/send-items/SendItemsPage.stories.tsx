import { configureApi } from '@idle/api-client';
import type { InitialData } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { marketInitialData } from '../item/fixtures';
import { sendItemsApiAnswers } from './fixtures';
import { SendItemsView } from './SendItemsPage';

function withState(data: InitialData = marketInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const meta = {
  title: 'Market/SendItemsPage',
  component: SendItemsView,
  args: { username: 'Bob' },
  decorators: [
    (Story) => {
      resetAll();
      // Confirm answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(sendItemsApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof SendItemsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gold picked, no amount yet: the summary is red and Confirm disabled. */
export const Full: Story = { decorators: [withState()] };

/** The game data is not there yet. */
export const Loading: Story = {};

/** 250 gold to Bob: the summary is green and Confirm enabled. */
export const ReadyToSend: Story = { args: { initialAmount: '250' }, decorators: [withState()] };

/** More gold than the player holds: the summary is red with the reason. */
export const AboveHeld: Story = { args: { initialAmount: '5000' }, decorators: [withState()] };

/** The route names no player: the recipient box is empty. */
export const NoRecipient: Story = {
  args: { username: '', initialAmount: '10' },
  decorators: [withState()],
};

/** Only bound credits held, which cannot be sent. */
export const NothingToSend: Story = {
  decorators: [withState(marketInitialData({ items: { bound_credits: 10 } }))],
};
