import { configureApi, type LoadState } from '@idle/api-client';
import type { YourListingsAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { marketInitialData } from '../item/fixtures';
import { listingsApiAnswers, sampleYourListings } from './fixtures';
import { YOUR_LISTINGS_LOAD_FAILED_TEXT, YourListingsView } from './YourListingsPage';

const ready = (data: YourListingsAnswer = sampleYourListings()): LoadState<YourListingsAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/YourListingsPage',
  component: YourListingsView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      loadState(marketInitialData());
      // Remove answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(listingsApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/market_your_listings']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof YourListingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Selling metal and a bulk of troll teeth, buying potions and gem fragments. */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: YOUR_LISTINGS_LOAD_FAILED_TEXT } },
};

/** No orders at all: both of the spec's empty texts. */
export const Empty: Story = { args: { state: ready({ sellOrders: [], buyOrders: [] }) } };

/** Only sell orders. */
export const OnlySelling: Story = { args: { state: ready(sampleYourListings({ buyOrders: [] })) } };
