import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Loaded, type LoadedState } from './Loaded';

interface Listings {
  selling: number;
  buying: number;
}

function ListingsPart({ state, onRetry }: { state: LoadedState<Listings>; onRetry?: () => void }) {
  return (
    <Loaded
      state={state}
      loadingText="Loading your listings..."
      failedText="Your listings could not be loaded."
      onRetry={onRetry}
    >
      {(listings) => (
        <p>
          Selling {listings.selling}, buying {listings.buying}.
        </p>
      )}
    </Loaded>
  );
}

const meta = {
  title: 'UI/Loaded',
  component: ListingsPart,
  args: { state: { status: 'ready', data: { selling: 3, buying: 1 } } },
} satisfies Meta<typeof ListingsPart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };
/** A failure that asking again cannot mend: no Retry. */
export const FailedWithoutRetry: Story = { args: { state: { status: 'error' } } };
