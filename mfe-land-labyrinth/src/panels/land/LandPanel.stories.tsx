import type { LandPanelData } from '@idle/contracts';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { LandPanel } from './LandPanel';

function withLand(land: LandPanelData | null): Decorator {
  return (Story) => {
    resetAll();
    loadState({ ...sampleInitialData(), land });
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Land/Panels/Land',
  component: LandPanel,
} satisfies Meta<typeof LandPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Village on a rare raid, counting down (h:mm:ss). */
export const RaidUnderWay: Story = {
  decorators: [
    withLand({ levelName: 'Village', raid: { name: 'Warehouse', rarity: 3, timer: 3_725 } }),
  ],
};

/** The last seconds: at 0 it says Returned. */
export const RaidEnding: Story = {
  decorators: [
    withLand({ levelName: 'Camp', raid: { name: 'Storage Container', rarity: 1, timer: 5 } }),
  ],
};

/** The raid is back, its rewards waiting on the raids screen. */
export const RaidReturned: Story = {
  decorators: [withLand({ levelName: 'Camp', raid: { name: 'Storage Container', rarity: 1 } })],
};

/** A plot without a raid. */
export const NoRaid: Story = { decorators: [withLand({ levelName: 'Small Town', raid: null })] };

/** No plot (the panel rules hide the panel then). */
export const NoLand: Story = { decorators: [withLand(null)] };
