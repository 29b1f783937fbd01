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
import { AlchemyHomeView } from './AlchemyHomePage';

const ready = (
  answer: LoadCraftingAnswer = sampleLoadCrafting(),
): LoadState<LoadCraftingAnswer> => ({
  status: 'ready',
  data: answer,
});

const meta = {
  title: 'Crafting/AlchemyHomePage',
  component: AlchemyHomeView,
  args: { state: ready(), onRetry: () => undefined },
} satisfies Meta<typeof AlchemyHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 40 (essence chances x1.2): both potions can be brewed once. */
export const Full: Story = { decorators: [craftingState(craftingInitialData())] };

/** A new player at level 1 without ingredients: '[Unable To Craft]', shortfalls in red. */
export const NewPlayer: Story = { decorators: [craftingState(newPlayerInitialData())] };

/** The server lists no potion. */
export const Empty: Story = {
  args: { state: ready(sampleLoadCrafting({ potions: {} })) },
  decorators: [craftingState(craftingInitialData())],
};

/** The potions are on their way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  decorators: [craftingState(craftingInitialData())],
};

/**
 * The potions could not be loaded: the screen's own sentence and Retry. The state's message
 * (the server's text) stays unshown: the request layer's notification says it.
 */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
  decorators: [craftingState(craftingInitialData())],
};
