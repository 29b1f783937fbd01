import type { Misc } from '@idle/contracts';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { ActionBonusPanel } from './ActionBonusPanel';

function withActionBonus(actionBonus: Misc['actionBonus']): Decorator {
  return (Story) => {
    resetAll();
    const data = sampleInitialData();
    loadState({ ...data, misc: { ...data.misc, actionBonus } });
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Shell/Panels/Action Bonus',
  component: ActionBonusPanel,
} satisfies Meta<typeof ActionBonusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Battling counted, a quarter of the way: its hint and the dungeons hint, Inactive. */
export const BattlingInactive: Story = {
  decorators: [withActionBonus({ kind: 'battling', current: 1_250, required: 5_000 })],
};

/** Gathering, the count reached: Active. */
export const GatheringActive: Story = {
  decorators: [withActionBonus({ kind: 'gathering', current: 5_000, required: 5_000 })],
};

/** Crafting, nearly there. */
export const Crafting: Story = {
  decorators: [withActionBonus({ kind: 'crafting', current: 4_990, required: 5_000 })],
};

/** No kind counted yet. */
export const None: Story = {
  decorators: [withActionBonus({ kind: null, current: 0, required: 5_000 })],
};
