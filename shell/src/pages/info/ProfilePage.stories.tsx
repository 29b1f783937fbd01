import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { ProfileView } from './ProfilePage';
import { sampleProfile } from './fixtures';

/** /player_profile/{userid} in each of its states: the answer of `profile.php {id}`. */
const meta = {
  title: 'Shell/Pages/Info/Profile',
  component: ProfileView,
  args: { onRetry: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/player_profile/17']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the profile is on its way. */
export const Loading: Story = {};

/** The call failed (an unknown player): its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'There is no player with that id.' } },
};

/** A moderator in a clan: statistics with ranks, some Unranked, and skill levels. */
export const Full: Story = { args: { state: { status: 'ready', data: sampleProfile() } } };

/** A new player without a clan or any rank. */
export const NoClanUnranked: Story = {
  args: {
    state: {
      status: 'ready',
      data: sampleProfile({ clanid: null, clanName: null, accountStatus: 0, age: 1, ranks: {} }),
    },
  },
};

/** A banned account: only "This account is banned.". */
export const Banned: Story = { args: { state: { status: 'ready', data: { banned: true } } } };

/** The server did not answer. */
export const ServerDown: Story = {
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};
