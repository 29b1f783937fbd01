import type { LabyrinthResult, TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick, beginAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { labyrinthInitialData, sampleLabyrinthResult } from './fixtures';
import { resetLabyrinthRun } from './labyrinth-run';
import { LabyrinthPage } from './LabyrinthPage';

/** The labyrinth running; `tick` delivered as the shell does, then `stopMessage` if any. */
function withRun(
  tick?: { data: LabyrinthResult; labEnd?: boolean },
  stopMessage?: string,
): Decorator {
  return (Story) => {
    resetAll();
    resetLabyrinthRun();
    loadState(labyrinthInitialData());
    beginAction('labyrinth');
    if (tick) {
      const answer: TickAnswer = { delay: 2000, autos: 140, ...tick };
      applyTick('labyrinth', answer);
      bus.emit('tick', { action: 'labyrinth', answer });
    }
    if (stopMessage !== undefined) {
      bus.emit('actionStopped', { action: 'labyrinth', msg: stopMessage });
    }
    return <Story />;
  };
}

const meta = {
  title: 'Land and labyrinth/LabyrinthPage',
  component: LabyrinthPage,
} satisfies Meta<typeof LabyrinthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first attempt: "Waiting for current action to finish...". */
export const Waiting: Story = { decorators: [withRun()] };

/** A failed attempt at room 3 (Alchemy, 3 stars). */
export const Attempt: Story = { decorators: [withRun({ data: sampleLabyrinthResult() })] };

/** The attempt that passed the room. */
export const Success: Story = {
  decorators: [
    withRun({
      data: sampleLabyrinthResult({
        success: true,
        text2: 'Success! You find the way into the next room.',
      }),
    }),
  ],
};

/** The last turn: the run is over and the chest waits in its panel. */
export const RunOver: Story = {
  decorators: [
    withRun(
      { data: sampleLabyrinthResult({ turns: 100 }), labEnd: true },
      'Your labyrinth run is over: your reward chest awaits.',
    ),
  ],
};

/** The start was refused before any attempt (the reason was the shell's notification). */
export const Stopped: Story = {
  decorators: [withRun(undefined, 'You have no labyrinth turns left today.')],
};

/** Stopped after an attempt (a new day began): the last attempt stays, marked as stopped. */
export const StoppedAfterAttempt: Story = {
  decorators: [
    withRun({ data: sampleLabyrinthResult() }, 'A new day has begun: the labyrinth has changed.'),
  ],
};
