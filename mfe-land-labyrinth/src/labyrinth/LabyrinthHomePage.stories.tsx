import { configureApi } from '@idle/api-client';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { labyrinthApiAnswers, labyrinthInitialData, sampleLabyrinth } from './fixtures';
import { LabyrinthHomeContent, LabyrinthHomePage } from './LabyrinthHomePage';

/** Hero_1 with 20,000 artisan shards; the shrine upgrade answers from a fake server. */
const withState: Decorator = (Story) => {
  resetAll();
  configureApi({ fetch: fakeFetch(labyrinthApiAnswers()) });
  loadState(labyrinthInitialData());
  return <Story />;
};

const meta = {
  title: 'Land and labyrinth/LabyrinthHomePage',
  component: LabyrinthHomeContent,
  args: { state: { status: 'ready', data: sampleLabyrinth() }, onRetry: () => undefined },
  decorators: [withState],
} satisfies Meta<typeof LabyrinthHomeContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two of six rooms passed, 42 of 100 actions used, shrine level 3: Enter Labyrinth shows. */
export const Full: Story = {};

/** No layout today. */
export const Empty: Story = {
  args: {
    state: {
      status: 'ready',
      data: sampleLabyrinth({ data: { layout: [], roomsCompleted: 0 }, currentRoom: 1 }),
    },
  },
};

/** loadLabyrinth has not answered yet. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** loadLabyrinth failed: a sentence and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Server is down.' } },
};

/** Every action of the day used: no Enter Labyrinth; the chest was opened. */
export const NoTurnsLeft: Story = {
  args: {
    state: { status: 'ready', data: sampleLabyrinth({ turns: 100, rewardObtained: true }) },
  },
};

/** The artisan shrine's upgrade popup: the cost in artisan shards and the next level. */
export const ShrineUpgrade: Story = { args: { shrineOpen: true } };

/** The page as the route shows it, loading from the fake server. */
export const FromTheServer: Story = { render: () => <LabyrinthHomePage /> };
