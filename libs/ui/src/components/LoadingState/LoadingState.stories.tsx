import type { Meta, StoryObj } from '@storybook/react';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'UI/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WaitingForAction: Story = {
  args: { label: 'Waiting for current action to finish...' },
};
