import { $tools } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { ToolComponentsCalculator } from './ToolComponentsCalculator';

/** The tool components calculator of /tools, fed by the sample player's tools and components. */
const meta = {
  title: 'Gathering/ToolComponentsCalculator',
  component: ToolComponentsCalculator,
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return <Story />;
    },
  ],
} satisfies Meta<typeof ToolComponentsCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample player's pickaxe, level 2. */
export const Ready: Story = {};

/** Before the game state holds the player's tools. */
export const Loading: Story = {
  decorators: [
    (Story) => {
      $tools.set(null);
      return <Story />;
    },
  ],
};
