import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextInput } from '../TextInput/TextInput';
import { Sheet } from './Sheet';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  args: { open: true, title: 'Chat', onClose: fn() },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the sheet</Button>
        <Sheet
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
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chat dock on a phone: in from the bottom, the top of the page still in view. */
export const FromTheBottom: Story = {
  args: {
    children: (
      <>
        <p>[12:01] Aria: anyone for the world boss?</p>
        <p>[12:02] Bram: on my way</p>
        <TextInput label="Chat message" hideLabel placeholder="Message Global" />
      </>
    ),
  },
};

/** The panel drawer on a phone: in from the left edge, the full height. */
export const FromTheLeft: Story = {
  args: {
    title: 'Panels',
    side: 'left',
    children: (
      <>
        <h3>Skills</h3>
        <p>Battling 12, Mining 8, Woodcutting 5</p>
        <h3>Log</h3>
        <p>You gained 14 experience.</p>
      </>
    ),
  },
};

export const Closed: Story = { args: { open: false, children: <p>Hidden until opened.</p> } };
