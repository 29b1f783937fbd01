import type { Meta, StoryObj } from '@storybook/react';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progress', value: 40, max: 100 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Health: Story = {
  args: { label: 'Health', variant: 'health', value: 7420, max: 10000 },
};
export const Experience: Story = {
  args: { label: 'Mining experience', variant: 'experience', value: 1520, max: 6000 },
};
export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 100, variant: 'green' } };
export const CustomText: Story = {
  args: { label: 'Room', value: 3, max: 10, valueText: 'Room 3 of 10' },
};
export const Small: Story = { args: { size: 'sm', variant: 'yellow' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 6 }}>
      {(['neutral', 'health', 'experience', 'red', 'yellow', 'green'] as const).map((variant) => (
        <ProgressBar
          key={variant}
          {...args}
          label={variant}
          variant={variant}
          valueText={variant}
        />
      ))}
    </div>
  ),
};
