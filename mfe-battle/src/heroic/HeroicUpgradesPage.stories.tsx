import { configureApi } from '@idle/api-client';
import type { InitialData, LoadHeroicAnswer } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { battleApiAnswers, battleInitialData, sampleHeroic } from '../fixtures';
import type { LoadState } from '@idle/api-client';
import { HeroicUpgradesView } from './HeroicUpgradesPage';

function withState(data: InitialData = battleInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (maxHeroic: number): LoadState<LoadHeroicAnswer> => ({
  status: 'ready',
  data: sampleHeroic(maxHeroic),
});

const meta = {
  title: 'Battle/HeroicUpgradesPage',
  component: HeroicUpgradesView,
  args: { state: ready(64), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // The Use and Upgrade buttons answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(battleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof HeroicUpgradesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 62 of 64 doses used with 3 potions, 1 of 4 shard upgrades with 5 shards (+63% gold), health
 * level 2 (14 of 20 stones) and damage level 1 (12 stones needed, 4 owned: red).
 */
export const Full: Story = { decorators: [withState()] };

/** A new player: no dose yet, nothing owned, shard upgrades not open: every button disabled. */
export const Empty: Story = {
  args: { state: ready(3) },
  decorators: [
    withState(
      battleInitialData({
        items: { gold: 100 },
        misc: {
          ...battleInitialData().misc,
          heroic: { potionDoses: 0, shardUpgrades: 0 },
          upgrades: { health: 0, damage: 0 },
        },
      }),
    ),
  ],
};

/** Every dose and shard upgrade of the month used. */
export const AtTheMaximum: Story = {
  decorators: [
    withState(
      battleInitialData({
        misc: { ...battleInitialData().misc, heroic: { potionDoses: 64, shardUpgrades: 4 } },
      }),
    ),
  ],
};

/** The dose maximum is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/**
 * The dose maximum could not be loaded: the screen's own sentence and Retry. The state's message
 * (the server's text) stays unshown: the request layer's notification says it.
 */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
  decorators: [withState()],
};
