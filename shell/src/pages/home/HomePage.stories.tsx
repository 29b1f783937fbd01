import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { HomePage } from './HomePage';

/**
 * The shell's part of the home page: the welcome and the statistics. The tools, rune belt,
 * upgrades and jewels come from the gathering and crafting remote in their slot (its stories:
 * Gathering/HomeItems); here the slot shows what it shows without that remote.
 */
const meta = {
  title: 'Shell/Pages/Home',
  component: HomePage,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hero_1: statistics with separators. */
export const Full: Story = {
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return <Story />;
    },
  ],
};

/** Before the initial data is loaded. */
export const Loading: Story = {
  decorators: [
    (Story) => {
      resetAll();
      return <Story />;
    },
  ],
};
