import type { Meta, StoryObj } from '@storybook/react';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Not enough gold' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Short: Story = { args: { tone: 'error' } };
export const ErrorBold: Story = { args: { tone: 'error', weight: 'bold' } };
export const Warning: Story = {
  args: { tone: 'warning', as: 'p', children: 'The labyrinth is closed.' },
};
export const Verdict: Story = {
  args: { tone: 'success', weight: 'bold', size: 'lg', as: 'p', children: 'Victory!' },
};
export const QuietInBold: Story = {
  render: () => (
    <p style={{ fontWeight: 700 }}>
      Dragon{' '}
      <Text tone="muted" weight="normal">
        Level 120
      </Text>
    </p>
  ),
};
