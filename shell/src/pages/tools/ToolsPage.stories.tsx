import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { sampleToolsData } from './fixtures';
import { ToolsContent } from './ToolsPage';

/** /tools in each of its states: the calculators fed by the sample player's figures. */
const meta = {
  title: 'Shell/Pages/Tools',
  component: ToolsContent,
  args: { onRetry: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return (
        <MemoryRouter initialEntries={['/tools']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ToolsContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the figures are on their way. */
export const Loading: Story = {};

/** A call failed: its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** A player with a village, personnel, a trinket and a labyrinth run under way. */
export const WithLand: Story = { args: { state: { status: 'ready', data: sampleToolsData() } } };

/** A player without a plot: the land and personnel planners say so. */
export const NoLand: Story = {
  args: { state: { status: 'ready', data: sampleToolsData({ land: false }) } },
};
