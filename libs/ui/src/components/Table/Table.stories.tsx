import type { Meta, StoryObj } from '@storybook/react';
import { Amount } from '../Amount/Amount';
import { Table, type TableColumn } from './Table';

interface Order {
  id: number;
  username: string;
  amount: number;
  cost: number;
}

const columns: TableColumn<Order>[] = [
  { key: 'username', header: 'Seller', render: (order) => order.username },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (order) => <Amount value={order.amount} />,
  },
  {
    key: 'cost',
    header: 'Price each',
    align: 'right',
    render: (order) => <Amount value={order.cost} gold />,
  },
];

const orders: Order[] = [
  { id: 1, username: 'Arthur', amount: 12500, cost: 14 },
  { id: 2, username: 'Morgana', amount: 800, cost: 15 },
  { id: 3, username: 'Gawain', amount: 1000000, cost: 16 },
  { id: 4, username: 'Percival', amount: 42, cost: 1250 },
];

const meta = {
  title: 'UI/Table',
  component: Table<Order>,
  args: {
    caption: 'Sell orders',
    columns,
    rows: orders,
    rowKey: (order: Order) => order.id,
  },
} satisfies Meta<typeof Table<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { rows: [], emptyText: 'There are no sell orders.' } };
export const HiddenCaption: Story = { args: { hideCaption: true } };
