import { RARITIES, type Rarity } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { $marketValues, setMarketValues } from '@idle/state';
import { ItemName } from './ItemName';

function item(rarity: Rarity, name: string) {
  return {
    name,
    rarity,
    description: `A ${RARITIES[rarity].name.toLowerCase()} item. Hover me for 80 ms.`,
  };
}

const meta = {
  title: 'UI/ItemName',
  component: ItemName,
  args: { itemId: 'copper_ore', item: item(1, 'Copper Ore') },
} satisfies Meta<typeof ItemName>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Common: Story = {};
export const Uncommon: Story = { args: { itemId: 'oak_log', item: item(2, 'Oak Log') } };
export const Rare: Story = { args: { itemId: 'iron_sword', item: item(3, 'Iron Sword') } };
export const Epic: Story = { args: { itemId: 'dragon_scale', item: item(4, 'Dragon Scale') } };
export const Legendary: Story = {
  args: { itemId: 'phoenix_feather', item: item(5, 'Phoenix Feather') },
};
export const Mythical: Story = { args: { itemId: 'void_shard', item: item(6, 'Void Shard') } };
export const Celestial: Story = {
  args: { itemId: 'star_fragment', item: item(7, 'Star Fragment') },
};
/** Gold, credits, bound_credits and honor_tokens use the gold colour whatever their rarity. */
export const Gold: Story = {
  args: {
    itemId: 'gold',
    item: { name: 'Gold', rarity: 1, description: 'The currency.' },
    amount: 1250000,
  },
};
export const Credits: Story = {
  args: {
    itemId: 'credits',
    item: { name: 'Credits', rarity: 4, description: 'Premium currency.' },
  },
};
export const WithAmount: Story = { args: { amount: 12500 } };
export const Clickable: Story = {
  args: { itemId: 'iron_sword', item: item(3, 'Iron Sword'), onClick: fn() },
};
export const NoPopup: Story = { args: { showPopup: false } };
/** Traded over the last 7 days: the popup adds its average price (from `$marketValues`). */
export const WithMarketValue: Story = {
  decorators: [
    (Story) => {
      setMarketValues({
        days: 7,
        values: [{ itemid: 'copper_ore', averageCents: 213, volume: 40 }],
      });
      return <Story />;
    },
  ],
  beforeEach: () => () => {
    $marketValues.set(null);
  },
};

export const AllRarities: Story = {
  render: () => (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {Object.entries(RARITIES).map(([rarity, entry]) => (
        <li key={rarity}>
          <ItemName
            itemId={`item_${rarity}`}
            item={item(Number(rarity) as Rarity, `${entry.name} item`)}
          />
        </li>
      ))}
      <li>
        <ItemName itemId="gold" item={{ name: 'Gold', rarity: 1, description: '' }} amount={5000} />
      </li>
    </ul>
  ),
};
