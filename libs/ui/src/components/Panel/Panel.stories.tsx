import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Panel } from './Panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  args: {
    title: 'Bonus Time',
    children: '75% bonus to gold, resources and experience. 12:34 remaining.',
    onToggle: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = { args: { collapsed: false } };
export const Collapsed: Story = { args: { collapsed: true } };

/** Uncontrolled: the panel keeps its own collapsed state. */
export const Uncontrolled: Story = {
  args: { title: 'Effects', children: 'Potion of Strength (12 doses)' },
};

/** Controlled by the parent, as the shell does with the collapsed panels of the preferences. */
export const Controlled: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <Panel
        {...args}
        collapsed={collapsed}
        onToggle={(next) => {
          setCollapsed(next);
          args.onToggle?.(next);
        }}
      />
    );
  },
};

export const NotCollapsible: Story = {
  args: { title: 'Land', collapsible: false, children: 'Raid: Goblin Camp. Returned' },
};

export const WithActions: Story = {
  args: {
    title: 'Labyrinth Chest',
    actions: (
      <Button size="sm" variant="primary">
        Open
      </Button>
    ),
    children: 'Waiting to be opened',
  },
};
