import type { ActiveBoost } from '@idle/contracts';
import { setBoosts } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { EffectsPanel } from './EffectsPanel';

const HOUR = 3600 * 1000;

/** Boosts ending this long from when the story renders. */
function boostsEndingIn(ends: [ActiveBoost['kind'], number][]): ActiveBoost[] {
  return ends.map(([kind, ms]) => ({ kind, percent: 10, endsAt: Date.now() + ms }));
}

function withPotions(
  potions: Record<string, [number, number]>,
  boosts: () => ActiveBoost[] = () => [],
): Decorator {
  return (Story) => {
    resetAll();
    const data = sampleInitialData();
    loadState({ ...data, misc: { ...data.misc, potions } });
    setBoosts(boosts());
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Crafting/Panels/Effects',
  component: EffectsPanel,
} satisfies Meta<typeof EffectsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One potion with 25 actions left. */
export const Active: Story = { decorators: [withPotions({ potion_of_wrath: [10, 25] })] };

/** Two potions; one the item data does not describe shows its id and stored percent. */
export const Several: Story = {
  decorators: [withPotions({ potion_of_wrath: [10, 1], mystery_brew: [7, 1_250] })],
};

/** No potion active (the panel rules hide the panel then). */
export const None: Story = { decorators: [withPotions({ potion_of_wrath: [10, 0] })] };

/** A potion and two boosts, their time left counting down. */
export const WithBoosts: Story = {
  decorators: [
    withPotions({ potion_of_wrath: [10, 25] }, () =>
      boostsEndingIn([
        ['gold', 167 * HOUR],
        ['gatheringExp', 90_000],
      ]),
    ),
  ],
};

/** Boosts alone (the panel shows for them without any potion). */
export const BoostsOnly: Story = {
  decorators: [
    withPotions({}, () =>
      boostsEndingIn([
        ['combatExp', 5 * HOUR],
        ['drops', 24 * HOUR],
        ['resources', 30 * 24 * HOUR],
      ]),
    ),
  ],
};
