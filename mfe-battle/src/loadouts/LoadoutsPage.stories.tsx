import { configureApi, type LoadState } from '@idle/api-client';
import type { LoadoutsAnswer } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { battleApiAnswers, battleInitialData, sampleLoadouts } from '../fixtures';
import { LoadoutsView } from './LoadoutsPage';

const ready = (answer: LoadoutsAnswer = sampleLoadouts()): LoadState<LoadoutsAnswer> => ({
  status: 'ready',
  data: answer,
});

const meta = {
  title: 'Battle/LoadoutsPage',
  component: LoadoutsView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      loadState(battleInitialData());
      // Equip, save, bind and delete answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(battleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof LoadoutsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fire is on (bound to battling), Stone is ready (bound to mining), Old lost a jewel. */
export const Full: Story = {};

/** A player who has saved none yet. */
export const Empty: Story = { args: { state: ready({ loadouts: [] }) } };

/** Ten saved: the save button is off until one is deleted or saved over. */
export const AtTheLimit: Story = {
  args: {
    state: ready({
      loadouts: Array.from({ length: 10 }, (_, index) => ({
        trinkets: [3],
        jewels: [],
        runes: ['rune_stone'],
        state: { kind: 'ready' as const },
        id: index + 1,
        name: `Set ${String(index + 1)}`,
        activity: null,
      })),
    }),
  },
};

/** The list is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/**
 * The list could not be loaded: the screen's own sentence and Retry (the server's text was the
 * request layer's notification).
 */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};
