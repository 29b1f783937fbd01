import { configureApi } from '@idle/api-client';
import type { InitialData, LoadDungeonsAnswer } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { battleApiAnswers, battleInitialData, sampleDungeonRun, sampleDungeons } from '../fixtures';
import type { LoadState } from '@idle/api-client';
import { DungeonsView } from './DungeonsPage';

function withState(data: InitialData = battleInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (data: LoadDungeonsAnswer): LoadState<LoadDungeonsAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Battle/DungeonsPage',
  component: DungeonsView,
  args: { state: ready(sampleDungeons()), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Enter and Leave answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(battleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof DungeonsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three dungeons: the Flooded Cellar can be entered (2 keys, level 1), the Goblin Warren needs
 * dungeoneering 10 and the Dusty Crypt a key the player lacks: "[Unable To Enter]".
 */
export const Full: Story = { decorators: [withState()] };

/** The player is in room 2 of the Flooded Cellar: Resume and Leave. */
export const InDungeon: Story = {
  args: { state: ready(sampleDungeons(sampleDungeonRun())) },
  decorators: [withState()],
};

/** No key of any dungeon: every dungeon says "[Unable To Enter]". */
export const NoKeys: Story = {
  decorators: [withState(battleInitialData({ items: { gold: 100 } }))],
};

/** The server lists no dungeon. */
export const Empty: Story = {
  args: { state: ready({ dungeons: [], currentDungeon: null }) },
  decorators: [withState()],
};

/** The list is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/**
 * The list could not be loaded: the screen's own sentence and Retry. The state's message
 * (the server's text) stays unshown: the request layer's notification says it.
 */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
  decorators: [withState()],
};
