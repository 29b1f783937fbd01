import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { StaffOnlyRoute } from './StaffOnlyRoute';

/** The player of the story, of `accountStatus`. */
function signedInAs(accountStatus: number): void {
  resetAll();
  const data = sampleInitialData();
  loadState({ ...data, player: { ...data.player, accountStatus } });
}

const meta = {
  title: 'Shell/Federation/StaffOnlyRoute',
  component: StaffOnlyRoute,
  args: { title: 'Operator Console', children: <p>The console&apos;s screen.</p> },
} satisfies Meta<typeof StaffOnlyRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player who opened a console address: the refusal, and nothing of the console. */
export const Player: Story = {
  decorators: [
    (Story) => {
      signedInAs(0);
      return <Story />;
    },
  ],
};

/** A moderator: the console's screen. */
export const Moderator: Story = {
  decorators: [
    (Story) => {
      signedInAs(50);
      return <Story />;
    },
  ],
};
