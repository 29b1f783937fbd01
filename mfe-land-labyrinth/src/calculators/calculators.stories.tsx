import { configureApi } from '@idle/api-client';
import { CALCULATORS } from '@idle/contracts';
import { answerNever, fakeFetch, type FakeAnswers, loadState, resetAll } from '@idle/test-fixtures';
import { Accordion } from '@idle/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { calculatorApiAnswers, sampleCalculatorFixtures } from './fixtures';
import remote from './index';

/** This remote's calculators as /tools shows them, every one open. */
function LandAndLabyrinthCalculators() {
  const items = CALCULATORS.flatMap(({ id, title }) => {
    const Calculator = remote.calculators[id];
    return Calculator === undefined ? [] : [{ id, header: title, content: <Calculator /> }];
  });
  return <Accordion multiple defaultOpenIds={items.map((item) => item.id)} items={items} />;
}

/** The calculators load their figures from a fake server: a story never reaches the network. */
function answering(answers: FakeAnswers): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    configureApi({ fetch: fakeFetch(answers) });
    return <Story />;
  };
}

/**
 * The land costs, trinkets, personnel investment and labyrinth planners of /tools, fed by the
 * sample player's figures.
 */
const meta = {
  title: 'Land and labyrinth/Calculators',
  component: LandAndLabyrinthCalculators,
} satisfies Meta<typeof LandAndLabyrinthCalculators>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player with a village, personnel, two trinkets and a labyrinth run under way. */
export const WithLand: Story = { decorators: [answering(calculatorApiAnswers())] };

/** A player without a plot: the land and personnel planners say so. */
export const NoLand: Story = {
  decorators: [answering(calculatorApiAnswers(sampleCalculatorFixtures({ land: false })))],
};

/** While the figures are on their way. */
export const Loading: Story = {
  decorators: [
    answering({
      ...calculatorApiAnswers(),
      'land.php?mod=load': answerNever,
      'misc.php?mod=loadLabyrinth': answerNever,
    }),
  ],
};

/** The server failed: each calculator's text and Retry. */
export const Failed: Story = {
  name: 'Error',
  decorators: [
    answering({
      'land.php?mod=load': () => new Response('', { status: 500 }),
      'equipment.php?mod=loadTrinkets': () => new Response('', { status: 500 }),
      'misc.php?mod=loadLabyrinth': () => new Response('', { status: 500 }),
    }),
  ],
};
