import type { Meta, StoryObj } from '@storybook/react';
import { Figure, Figures } from './Figures';

const meta = {
  title: 'UI/Figures',
  component: Figures,
  args: {
    children: (
      <>
        <Figure label="Owned">12</Figure>
        <Figure label="Gold">1,234</Figure>
        <Figure label="Next upgrade costs">14 Health Upgrade Stone</Figure>
      </>
    ),
  },
} satisfies Meta<typeof Figures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValuesAfterLabels: Story = {};
/** A column of numbers, right-aligned. */
export const NumbersAligned: Story = {
  args: {
    label: 'Battle gains',
    align: 'end',
    children: (
      <>
        <Figure label="Experience">+1,250</Figure>
        <Figure label="Gold">+87</Figure>
        <Figure label="Special battles remaining">3</Figure>
      </>
    ),
  },
};
