import { configureApi, type LoadState } from '@idle/api-client';
import type { InitialData, LoadGatheringAnswer } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { gatheringApiAnswers, gatheringInitialData, sampleLoadGathering } from './fixtures';
import { GatheringHomeView } from './GatheringHomePage';

function withState(data: InitialData = gatheringInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (
  data: LoadGatheringAnswer = sampleLoadGathering(),
): LoadState<LoadGatheringAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Gathering/GatheringHomePage',
  component: GatheringHomeView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // The Upgrade buttons answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(gatheringApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof GatheringHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Mining 62 (Emerald and Diamond locked), Woodcutting 50, Quarrying 12; upgrade level 3 with
 * only the stone purchase affordable; Resource Rush too dear for the 40 shards owned.
 */
export const Full: Story = { decorators: [withState()] };

/** Upgrade level 150: the tool and jewel bonuses are half again as strong. */
export const AboveLevel100: Story = {
  args: { state: ready(sampleLoadGathering({ upgradeLevel: 150 })) },
  decorators: [withState()],
};

/** A new player: every drop locked, no resources, level 0 and five free upgrade points. */
export const Empty: Story = {
  args: {
    state: ready(
      sampleLoadGathering({
        upgradeLevel: 0,
        upgrades: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      }),
    ),
  },
  decorators: [
    withState(
      gatheringInitialData({
        items: { gold: 10 },
        skills: {
          ...gatheringInitialData().skills,
          mining: { level: 1, exp: 0, expStart: 0, expToLevel: 50 },
          woodcutting: { level: 1, exp: 0, expStart: 0, expToLevel: 50 },
          quarrying: { level: 1, exp: 0, expStart: 0, expToLevel: 50 },
        },
        tools: { pickaxe: 1, hatchet: 1, hammer: 1 },
      }),
    ),
  ],
};

/** Enough of everything: every purchase affordable. */
export const Wealthy: Story = {
  decorators: [
    withState(
      gatheringInitialData({
        items: { metal: 900_000, wood: 900_000, stone: 900_000, gathering_shards: 5_000 },
      }),
    ),
  ],
};

/** The gathering data is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/**
 * The gathering data could not be loaded: the screen's own sentence and Retry. The state's message
 * (the server's text) stays unshown: the request layer's notification says it.
 */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
  decorators: [withState()],
};
