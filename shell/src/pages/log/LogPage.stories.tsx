import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LogPageView } from './LogPage';
import { logPage } from './fixtures';

/**
 * /log in each of its states. The page itself loads `misc.php mod=getLog`; these stories draw
 * the view it renders for each answer.
 */
const meta = {
  title: 'Shell/Pages/LogPage',
  component: LogPageView,
  args: { onPageChange: fn(), onRetry: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return <Story />;
    },
  ],
} satisfies Meta<typeof LogPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {};

/** The server has no entries: "Your log is empty...". */
export const Empty: Story = { args: { state: { status: 'ready', data: logPage(1, 0) } } };

/** The call failed: its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** A log that fits on one page, one entry of each type. */
export const Full: Story = { args: { state: { status: 'ready', data: logPage(1, 5) } } };

/** Page 2 of 3: Previous and Next both work. */
export const SeveralPages: Story = {
  args: { state: { status: 'ready', data: logPage(2, 120) } },
};
