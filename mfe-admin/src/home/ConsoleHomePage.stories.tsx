import type { Meta, StoryObj } from '@storybook/react';
import { sampleModeratorWhoami, sampleWhoami } from '../fixtures';
import { consoleAt } from '../story-support';
import { CONSOLE_LOAD_FAILED_TEXT, ConsoleHomeView } from './ConsoleHomePage';

const meta = {
  title: 'Admin/ConsoleHomePage',
  component: ConsoleHomeView,
  args: { state: { status: 'ready', data: sampleWhoami() }, onRetry: () => undefined },
  decorators: [consoleAt('/admin')],
} satisfies Meta<typeof ConsoleHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An operator: every page. */
export const Operator: Story = {};

/** A moderator: players, the audit trail and the world only. */
export const Moderator: Story = {
  args: { state: { status: 'ready', data: sampleModeratorWhoami() } },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** whoami refused or failed: the console's sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: CONSOLE_LOAD_FAILED_TEXT } },
};
