import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { LeaderboardsView } from './LeaderboardsPage';
import { sampleLeaderboards } from './fixtures';

/** /leaderboards in each of its states: the categories of `misc.php mod=leaderboards`. */
const meta = {
  title: 'Shell/Pages/Info/Leaderboards',
  component: LeaderboardsView,
  args: { onRetry: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/leaderboards']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LeaderboardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the categories are on their way. */
export const Loading: Story = {};

/** The server lists no category. */
export const Empty: Story = {
  args: { state: { status: 'ready', data: { categories: [], board: null } } },
};

/** The call failed: its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** Every category, each a link to its board. */
export const Full: Story = { args: { state: { status: 'ready', data: sampleLeaderboards() } } };
