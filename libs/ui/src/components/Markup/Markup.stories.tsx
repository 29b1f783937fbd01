import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { Markup } from './Markup';

const withGameData: Decorator = (Story) => {
  resetAll();
  loadState();
  return <Story />;
};

const meta = {
  title: 'UI/Markup',
  component: Markup,
  decorators: [withGameData],
} satisfies Meta<typeof Markup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Item tags in their rarity colour; gold and credits in the gold colour. */
export const Items: Story = {
  args: {
    text: 'You found [item:rat_tail], [item:troll_tooth], [item:ember_core] and [item:gold].',
  },
};

/** An item id the game does not know. */
export const InvalidItem: Story = { args: { text: 'You found [item:dragon_egg].' } };

/** Nobility ranks. */
export const Nobility: Story = {
  args: { text: 'Hero_1 was raised from [nobility:1] to [nobility:14].' },
};

/** Jewels and trinkets by rarity. */
export const JewelsAndTrinkets: Story = {
  args: {
    text: 'You crafted a [jewel:1:2], a [jewel:4:7] and found a [trinket:5] and a [trinket:6:2].',
  },
};

/** Links, with http:// added to www. addresses. */
export const Urls: Story = {
  args: { text: 'Read the guide at www.idle.test/guide or https://idle.test/rules.' },
};

/** HTML shows as text. */
export const HostileText: Story = {
  args: { text: '<script>alert("x")</script> <b>[item:gold]</b> [nobility:99]' },
};

/** Every tag together. */
export const AllTags: Story = {
  args: {
    text: '[nobility:3] Hero_1 found [item:ember_core], a [jewel:2:5] and a [trinket:4:1]; see www.idle.test. [item:nope]',
  },
};
