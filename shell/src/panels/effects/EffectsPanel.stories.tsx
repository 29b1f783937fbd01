import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { EffectsPanel } from './EffectsPanel';

function withPotions(potions: Record<string, [number, number]>): Decorator {
  return (Story) => {
    resetAll();
    const data = sampleInitialData();
    loadState({ ...data, misc: { ...data.misc, potions } });
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Shell/Panels/Effects',
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
