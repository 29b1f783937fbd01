import type { Meta, StoryObj } from '@storybook/react';
import { RarityName } from './RarityName';

const meta = {
  title: 'UI/RarityName',
  component: RarityName,
  args: { rarity: 3 },
} satisfies Meta<typeof RarityName>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rare: Story = {};
export const EveryRarity: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      {[1, 2, 3, 4, 5, 6, 7].map((rarity) => (
        <RarityName key={rarity} rarity={rarity} />
      ))}
    </p>
  ),
};
/** Data the rules do not know shows the fallback, uncoloured. */
export const Unknown: Story = { args: { rarity: 9, fallback: 'Unknown' } };
