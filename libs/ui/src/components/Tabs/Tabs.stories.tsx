import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'members', label: 'Members', content: '24 members, 3 online.' },
  { id: 'storage', label: 'Storage', content: 'Gold: 1,250,000. Wood: 52,000.' },
  { id: 'buildings', label: 'Buildings', content: 'Totem level 4, Barracks level 2.' },
  { id: 'admin', label: 'Admin', content: 'Ranks and invites.', disabled: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Clan', tabs, onSelect: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedId: 'storage' } };
