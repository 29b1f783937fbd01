import type { RunecraftingResult } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import type { Meta, StoryObj } from '@storybook/react';
import { $craftingStops } from '../crafting/action-results';
import { craftingInitialData, sampleRunecraftingResult } from '../crafting/fixtures';
import { craftingState } from '../crafting/story-helpers';
import { RunecraftingPage } from './RunecraftingPage';

/** The state after a runecrafting tick (or before any), the flags already known. */
function afterTick(result: RunecraftingResult | null, stopMessage?: string) {
  return craftingState(craftingInitialData(), () => {
    if (result) $lastTick.setKey('runecrafting', result);
    if (stopMessage !== undefined) $craftingStops.setKey('runecrafting', stopMessage);
  });
}

const meta = {
  title: 'Crafting/RunecraftingPage',
  component: RunecraftingPage,
} satisfies Meta<typeof RunecraftingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Runecrafting has started; no attempt has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null)] };

/** The start was refused: the server's message. */
export const Refused: Story = {
  decorators: [afterTick(null, 'You do not have the required items.')],
};

/** A successful attempt: 2 of 3 for the Fire Rune. */
export const Success: Story = { decorators: [afterTick(sampleRunecraftingResult())] };

/** A failed attempt: the progress is back to 0. */
export const Failure: Story = {
  decorators: [afterTick(sampleRunecraftingResult({ progress: 0, success: false, exp: 5 }))],
};

/** The third success in a row: the rune is crafted, and the action stopped after it. */
export const Finished: Story = {
  decorators: [
    afterTick(
      sampleRunecraftingResult({ progress: 3, finished: true }),
      'You stopped after crafting.',
    ),
  ],
};
