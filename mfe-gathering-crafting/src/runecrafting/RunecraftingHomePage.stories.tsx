import type { LoadState } from '@idle/api-client';
import type { LoadCraftingAnswer } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import {
  craftingInitialData,
  newPlayerInitialData,
  sampleLoadCrafting,
} from '../crafting/fixtures';
import { craftingState } from '../crafting/story-helpers';
import { RunecraftingHomeView } from './RunecraftingHomePage';

const ready = (
  answer: LoadCraftingAnswer = sampleLoadCrafting(),
): LoadState<LoadCraftingAnswer> => ({
  status: 'ready',
  data: answer,
});

const meta = {
  title: 'Crafting/RunecraftingHomePage',
  component: RunecraftingHomeView,
  args: { state: ready(), onRetry: () => undefined },
} satisfies Meta<typeof RunecraftingHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Level 10: the Water Rune lacks shards (in red), the Fire Rune is in progress (2 of 3, Continue
 * Crafting), the Stone Rune needs level 20 (the calculator says so). Stop after crafting is on.
 */
export const Full: Story = { decorators: [craftingState(craftingInitialData())] };

/** No rune in progress: the Fire Rune offers Craft. */
export const NothingInProgress: Story = {
  args: { state: ready(sampleLoadCrafting({ runeInProgress: null })) },
  decorators: [craftingState(craftingInitialData())],
};

/** A new player at level 1 without materials: every rune '[Unable To Craft]'. */
export const NewPlayer: Story = {
  args: {
    state: ready(
      sampleLoadCrafting({
        runeInProgress: null,
        runeFlags: { stopAfterCraft: false, stopAfterFail: false },
      }),
    ),
  },
  decorators: [craftingState(newPlayerInitialData())],
};

/** The server lists no rune. */
export const Empty: Story = {
  args: { state: ready(sampleLoadCrafting({ runes: {}, runeInProgress: null })) },
  decorators: [craftingState(craftingInitialData())],
};

/** The runes are on their way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  decorators: [craftingState(craftingInitialData())],
};

/**
 * The runes could not be loaded: the screen's own sentence and Retry. The state's message
 * (the server's text) stays unshown: the request layer's notification says it.
 */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
  decorators: [craftingState(craftingInitialData())],
};
