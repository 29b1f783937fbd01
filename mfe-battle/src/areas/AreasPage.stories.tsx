import { configureApi } from '@idle/api-client';
import type { InitialData, SpecialBattlesRemaining } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { fakeFetch, loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { battleApiAnswers, battleInitialData, sampleSpecialBattlesRemaining } from '../fixtures';
import type { LoadState } from '@idle/api-client';
import { AreasView } from './AreasPage';

/** The stores filled with `data` (none: the game data is not loaded yet). */
function withState(data?: InitialData): Decorator {
  return (Story) => {
    if (data) loadState(data);
    return <Story />;
  };
}

const ready = (data: SpecialBattlesRemaining): LoadState<SpecialBattlesRemaining> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Battle/AreasPage',
  component: AreasView,
  args: {
    special: ready(sampleSpecialBattlesRemaining()),
    onRetrySpecial: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      // Battle answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(battleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof AreasView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two basic areas of three mobs with their loot, area 14 (drop modifiers and the power level
 * entry), and the special Ember Rift with 7 battles left today.
 */
export const Full: Story = { decorators: [withState(battleInitialData())] };

/** The shared sample: two basic areas and the special area. */
export const Basic: Story = { decorators: [withState(sampleInitialData())] };

/** The special area has no battles left today: its Battle buttons are disabled. */
export const NoSpecialBattlesLeft: Story = {
  args: { special: ready({ '101': 0 }) },
  decorators: [withState(sampleInitialData())],
};

/** The battles remaining are on their way: the special area waits, the basic ones do not. */
export const SpecialLoading: Story = {
  args: { special: { status: 'loading' } },
  decorators: [withState(sampleInitialData())],
};

/**
 * The battles remaining could not be loaded: the screen's own sentence and Retry. The state's
 * message (the server's text) stays unshown: the request layer's notification says it.
 */
export const SpecialError: Story = {
  args: { special: { status: 'error', message: SERVER_DOWN_TEXT } },
  decorators: [withState(sampleInitialData())],
};

/** No basic area (only the special one). */
export const OnlySpecial: Story = {
  decorators: [
    (Story) => {
      const data = sampleInitialData();
      const special = Object.fromEntries(
        Object.entries(data.areaData).filter(([, area]) => area.type !== 1),
      );
      loadState({ ...data, areaData: special });
      return <Story />;
    },
  ],
};

/** No area at all. */
export const Empty: Story = { decorators: [withState(sampleInitialData({ areaData: {} }))] };

/** Before the game data is loaded. */
export const Loading: Story = { decorators: [withState()] };
