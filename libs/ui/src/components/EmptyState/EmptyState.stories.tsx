import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { message: 'Your log is empty...' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};
export const WithTitleAndAction: Story = {
  args: {
    title: 'No jewels',
    message: 'You have no jewels yet.',
    action: <Button variant="link">Go to jewelcrafting</Button>,
  },
};
