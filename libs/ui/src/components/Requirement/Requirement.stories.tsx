import type { Meta, StoryObj } from '@storybook/react';
import { Figure, Figures } from '../Figures/Figures';
import { Requirement } from './Requirement';

const meta = {
  title: 'UI/Requirement',
  component: Requirement,
  args: { met: false, children: '12 / 30' },
} satisfies Meta<typeof Requirement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const Met: Story = { args: { met: true, children: '30 / 30' } };
export const InFigures: Story = {
  render: () => (
    <Figures>
      <Figure label="Level required">
        <Requirement met={false}>40</Requirement>
      </Figure>
      <Figure label="Gems owned">
        <Requirement met>3</Requirement>
      </Figure>
    </Figures>
  ),
};
