import { configureApi, type LoadState } from '@idle/api-client';
import type { RatesAnswer } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import type { SessionRates } from '@idle/state';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { battleApiAnswers, battleInitialData, sampleRates } from '../fixtures';
import { RatesView } from './RatesPage';

const ready = (answer: RatesAnswer = sampleRates()): LoadState<RatesAnswer> => ({
  status: 'ready',
  data: answer,
});

/** Twenty minutes of mining this session. */
const session: SessionRates = {
  startedAt: Date.UTC(2026, 10, 21, 11, 40),
  latest: 'mining',
  tracked: [
    {
      key: 'mining',
      name: 'Mining',
      figures: { actions: 600, ms: 1_200_000, exp: 4_800, gold: 0, items: { gem_fragments: 12 } },
    },
  ],
};

const meta = {
  title: 'Battle/RatesPage',
  component: RatesView,
  args: { state: ready(), session, onRetry: () => undefined, onReset: () => Promise.resolve() },
  decorators: [
    (Story) => {
      resetAll();
      loadState(battleInitialData());
      configureApi({ fetch: fakeFetch(battleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof RatesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Battling and a dungeon since the reset; mining this session. */
export const Full: Story = {};

/** Nothing tracked yet, this session or since the reset (never reset). */
export const Empty: Story = {
  args: {
    state: ready({ since: null, tracked: [] }),
    session: { startedAt: Date.UTC(2026, 10, 21, 12), tracked: [], latest: null },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};
