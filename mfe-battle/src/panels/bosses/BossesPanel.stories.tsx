import type { WorldBoss } from '@idle/contracts';
import {
  loadState,
  resetAll,
  sampleBoss,
  sampleBosses,
  sampleInitialData,
} from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { BossesPanel } from './BossesPanel';

/** Hero_1 loaded with these bosses alive; Fight asks the shell (absent here) to start. */
function withBosses(bosses: WorldBoss[]): Decorator {
  return (Story) => {
    resetAll();
    loadState(sampleInitialData({ bosses }));
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Battle/Panels/Bosses',
  component: BossesPanel,
} satisfies Meta<typeof BossesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No boss alive. */
export const Empty: Story = { decorators: [withBosses([])] };

/** Gorrath the Mountain (Rare) at 60% of his hit points. */
export const OneBoss: Story = { decorators: [withBosses([sampleBoss()])] };

/** Three bosses of different rarities. */
export const Several: Story = { decorators: [withBosses(sampleBosses())] };

/** A boss with a sliver of hit points left. */
export const NearlyDead: Story = {
  decorators: [withBosses([sampleBoss({ hpRemaining: 4_321 })])],
};
