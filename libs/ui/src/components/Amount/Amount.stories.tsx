import type { Meta, StoryObj } from '@storybook/react';
import { Amount } from './Amount';

const meta = {
  title: 'UI/Amount',
  component: Amount,
  args: { value: 1234567 },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Gold: Story = { args: { value: 98765432, gold: true, suffix: ' gold' } };
export const Fractional: Story = { args: { value: 1234.5, fractionDigits: 2 } };
export const Gain: Story = { args: { value: 350, prefix: '+', suffix: ' exp' } };
export const Negative: Story = { args: { value: -2500 } };
export const NotANumber: Story = { args: { value: Number.NaN } };
