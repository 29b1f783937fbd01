import type { Meta, StoryObj } from '@storybook/react';
import { EditOrder } from './EditOrder';
import { order, PLAYER_ID } from './fixtures';

const meta = {
  title: 'Market/EditOrder',
  component: EditOrder,
  args: {
    order: order({ id: 9, type: 2, amount: 40, cost: 1, costDec: 5, userid: PLAYER_ID }),
    decimal: true,
    itemName: 'Metal',
    owned: 1_000,
    busy: false,
    onSave: () => Promise.resolve(true),
  },
} satisfies Meta<typeof EditOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the Edit button of an own order's row. */
export const Closed: Story = {};

/** Opened: the order's amount and price filled in. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit order 9' }));
  },
};

/** A sell order asking for more metal than the player has: refused before anything is sent. */
export const NotEnoughItems: Story = {
  args: { order: order({ id: 10, amount: 20, userid: PLAYER_ID }), owned: 5 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit order 10' }));
    const amount = canvas.getByLabelText('New amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};

/** While another call is under way. */
export const Busy: Story = { args: { busy: true } };
