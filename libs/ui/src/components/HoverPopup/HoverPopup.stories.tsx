import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { HoverPopup } from './HoverPopup';

const meta = {
  title: 'UI/HoverPopup',
  component: HoverPopup,
  args: {
    content: 'Battling: +10% gold and +25% exp.',
    children: <Button>Hover or focus me</Button>,
  },
} satisfies Meta<typeof HoverPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RichContent: Story = {
  args: {
    content: (
      <>
        <strong>Sapphire Jewel</strong>
        <br />
        Accuracy +1.25%
      </>
    ),
    children: <Button variant="link">Sapphire Jewel</Button>,
  },
};
export const Slow: Story = { args: { delay: 600, children: <Button>Waits 600 ms</Button> } };
export const Disabled: Story = { args: { disabled: true, children: <Button>No popup</Button> } };
