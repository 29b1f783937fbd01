import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { NumberInput } from '../NumberInput/NumberInput';
import { Inline } from './Inline';

const meta = {
  title: 'UI/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button>Equip</Button>
        <Button>Sell</Button>
        <Button variant="danger">Destroy</Button>
      </>
    ),
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {};
export const Form: Story = {
  args: {
    align: 'end',
    gap: 4,
    children: (
      <>
        <NumberInput label="Amount" defaultValue="100" />
        <NumberInput label="Price" defaultValue="25" />
        <Button variant="primary">Place order</Button>
      </>
    ),
  },
};
export const Header: Story = {
  args: {
    justify: 'between',
    wrap: false,
    gap: 6,
    children: (
      <>
        <strong>Forest</strong>
        <span>Level 1 to 20</span>
      </>
    ),
  },
};
