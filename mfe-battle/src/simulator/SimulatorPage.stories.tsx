import type { LoadState } from '@idle/api-client';
import type { FightFiguresAnswer } from '@idle/contracts';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { battleInitialData, sampleFightFigures, sampleSimulationResult } from '../fixtures';
import { SimulatorView } from './SimulatorPage';

const ready: LoadState<FightFiguresAnswer> = { status: 'ready', data: sampleFightFigures() };

const meta = {
  title: 'Battle/SimulatorPage',
  component: SimulatorView,
  args: {
    figures: ready,
    onRetry: () => undefined,
    opponentKey: '',
    onOpponentChange: () => undefined,
    simulation: { status: 'idle' },
    onSimulate: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      loadState(battleInitialData());
      return <Story />;
    },
  ],
} satisfies Meta<typeof SimulatorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures are on their way. */
export const Loading: Story = { args: { figures: { status: 'loading' } } };

/** The figures could not be loaded: Retry asks again. */
export const LoadFailed: Story = {
  args: { figures: { status: 'error', message: 'The server is down.' } },
};

/** Nothing picked yet: the player's own figures, Simulate disabled. */
export const Empty: Story = {};

/** The Cellar Rat picked: its figures beside the player's, ready to simulate. */
export const OpponentChosen: Story = { args: { opponentKey: 'area:1:1' } };

/** 3,000 of 10,000 fights done. */
export const Running: Story = {
  args: { opponentKey: 'area:1:1', simulation: { status: 'running', done: 3000, total: 10_000 } },
};

/** 10,000 fights: the win rate with its 99% interval, rates per hour, a drop and breakpoints. */
export const Result: Story = {
  args: {
    opponentKey: 'area:1:1',
    simulation: { status: 'done', result: sampleSimulationResult() },
  },
};

/** The simulation could not run. */
export const Failed: Story = {
  args: {
    opponentKey: 'area:1:1',
    simulation: { status: 'failed', message: 'The simulation could not run. Please try again.' },
  },
};
