import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { NumberInput } from '../NumberInput/NumberInput';
import { Modal } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, title: 'Deconstruct Iron Sword', onClose: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {
  args: {
    children: (
      <>
        <p>You own 1,250. Each gives 3 weapon components.</p>
        <NumberInput label="Amount" maxLength={5} defaultValue="1" />
      </>
    ),
    footer: (
      <>
        <Button>Max</Button>
        <Button variant="primary">Deconstruct</Button>
      </>
    ),
  },
};

export const Message: Story = {
  args: {
    title: 'Dungeon complete',
    size: 'sm',
    children: 'You have reached the end of the dungeon, and find a chest.',
  },
};

/** Not dismissible: no close button, Escape and the backdrop do nothing (the captcha). */
export const NotDismissible: Story = {
  args: {
    title: 'Are you still there?',
    dismissible: false,
    children: 'Solve the check to refill your Autos.',
  },
};
