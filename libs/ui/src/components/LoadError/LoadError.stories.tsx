import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'UI/LoadError',
  component: LoadError,
  args: { message: 'Server is down.' },
} satisfies Meta<typeof LoadError>;
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
