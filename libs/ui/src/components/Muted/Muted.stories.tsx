import type { Meta, StoryObj } from '@storybook/react';
import { Muted } from './Muted';

const meta = {
  title: 'UI/Muted',
  component: Muted,
  args: { children: 'Below a mob’s own power level its loot falls too.' },
} satisfies Meta<typeof Muted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};
export const Inline: Story = {
  render: () => (
    <p>
      +12% <Muted inline>(tools and jewels)</Muted>
    </p>
  ),
};
export const Label: Story = { args: { size: 'sm', children: 'Ends in' } };
