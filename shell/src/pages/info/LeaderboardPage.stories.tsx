import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { LeaderboardView } from './LeaderboardPage';
import { sampleLeaderboards } from './fixtures';

/** /leaderboard/{id} in each of its states: one board of `misc.php mod=leaderboards id`. */
const meta = {
  title: 'Shell/Pages/Info/Leaderboard',
  component: LeaderboardView,
  args: { id: 1, ownUserid: 1, onRetry: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return (
        <MemoryRouter initialEntries={['/leaderboard/1']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof LeaderboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the board is on its way. */
export const Loading: Story = {};

/** Nobody is ranked on the board yet. */
export const Empty: Story = {
  args: {
    state: {
      status: 'ready',
      data: { ...sampleLeaderboards(), board: { id: 1, name: 'Total actions', rows: [] } },
    },
  },
};

/** An unknown id: the server's error, as the request layer showed it, with Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { id: 99, state: { status: 'error', message: 'There is no such leaderboard.' } },
};

/** The top players, ranks and staff labels, the player's own row (Hero_1) highlighted. */
export const Full: Story = { args: { state: { status: 'ready', data: sampleLeaderboards(1) } } };

/** Another board, the player not on it. */
export const WithoutThePlayer: Story = {
  args: { id: 3, ownUserid: 999, state: { status: 'ready', data: sampleLeaderboards(3) } },
};
