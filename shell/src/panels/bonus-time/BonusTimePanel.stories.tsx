import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { BonusTimePanel } from './BonusTimePanel';

function withBonusTime(timeRemaining: number, modifier: number): Decorator {
  return (Story) => {
    resetAll();
    const data = sampleInitialData();
    loadState({ ...data, misc: { ...data.misc, bonusTime: { timeRemaining, modifier } } });
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Shell/Panels/Bonus Time',
  component: BonusTimePanel,
} satisfies Meta<typeof BonusTimePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Half an hour left at +80%, counting down (mm:ss). */
export const Running: Story = { decorators: [withBonusTime(1_800, 5)] };

/** Over an hour left at +100% (h:mm:ss). */
export const Long: Story = { decorators: [withBonusTime(5_425, 25)] };

/** The last seconds: at 0 the panel rules hide the panel, its text says none is running. */
export const Ending: Story = { decorators: [withBonusTime(5, 0)] };

/** No Bonus Time (the panel rules hide the panel then). */
export const Over: Story = { decorators: [withBonusTime(0, 0)] };
