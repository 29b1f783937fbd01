import { configureApi } from '@idle/api-client';
import { answerNever, fakeFetch, type FakeAnswers, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { DungeonCalculator } from './DungeonCalculator';
import { dungeonPlannerAnswers } from './fixtures';

/** The planner loads its figures from a fake server: a story never reaches the network. */
function answering(answers: FakeAnswers): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    configureApi({ fetch: fakeFetch(answers) });
    return <Story />;
  };
}

/** The dungeon planner of /tools: runs to the next jewel slot, fed by the sample player. */
const meta = {
  title: 'Battle/DungeonCalculator',
  component: DungeonCalculator,
} satisfies Meta<typeof DungeonCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two dungeons, jewel slots bought and a dungeon keeper. */
export const Ready: Story = { decorators: [answering(dungeonPlannerAnswers())] };

/** No dungeon to plan. */
export const NoDungeon: Story = {
  decorators: [answering(dungeonPlannerAnswers({ dungeons: [] }))],
};

/** While the figures are on their way. */
export const Loading: Story = {
  decorators: [
    answering({
      ...dungeonPlannerAnswers(),
      'areas.php?mod=loadDungeons': answerNever,
    }),
  ],
};

/** The server failed: the text and Retry. */
export const Failed: Story = {
  name: 'Error',
  decorators: [
    answering({
      ...dungeonPlannerAnswers(),
      'areas.php?mod=loadDungeons': () => new Response('', { status: 500 }),
    }),
  ],
};
