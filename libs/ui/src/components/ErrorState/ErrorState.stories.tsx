import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'Server is down.' },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { onRetry: fn() } };
export const WithoutRetry: Story = {};
export const RemoteDown: Story = {
  args: {
    title: 'The market is unavailable',
    message: 'mfe_market could not be loaded. The rest of the game keeps working.',
    onRetry: fn(),
    retryLabel: 'Try again',
  },
};
