import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { referralLink, ReferralsView } from './ReferralsPage';
import { sampleReferrals } from './fixtures';

/** /referrals in each of its states: the answer of `misc.php mod=getReferrals`. */
const meta = {
  title: 'Shell/Pages/Account/Referrals',
  component: ReferralsView,
  args: {
    onRetry: fn(),
    link: referralLink('https://idle.test', 1),
    state: { status: 'loading' },
  },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return (
        <MemoryRouter initialEntries={['/referrals']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ReferralsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the list is on its way. */
export const Loading: Story = {};

/** No referral yet: "You do not have any referrals.". */
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };

/** The call failed: its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** Two referrals, each a link to their profile. */
export const Full: Story = { args: { state: { status: 'ready', data: sampleReferrals() } } };
