import type { AlchemyResult } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import type { Meta, StoryObj } from '@storybook/react';
import { $craftingStops } from '../crafting/action-results';
import { craftingInitialData, sampleAlchemyResult } from '../crafting/fixtures';
import { craftingState } from '../crafting/story-helpers';
import { AlchemyPage } from './AlchemyPage';

function afterTick(result: AlchemyResult | null, stopMessage?: string) {
  return craftingState(craftingInitialData(), () => {
    if (result) $lastTick.setKey('alchemy', result);
    if (stopMessage !== undefined) $craftingStops.setKey('alchemy', stopMessage);
  });
}

const meta = {
  title: 'Crafting/AlchemyPage',
  component: AlchemyPage,
} satisfies Meta<typeof AlchemyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Alchemy has started; no potion has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null)] };

/** The start was refused: the server's message. */
export const Refused: Story = {
  decorators: [afterTick(null, 'You do not have the ingredients.')],
};

/** A Potion of Wrath with an essence, 4 more to brew. */
export const WithEssence: Story = { decorators: [afterTick(sampleAlchemyResult())] };

/** No essence this time; the last brew, the action stopped. */
export const LastBrew: Story = {
  decorators: [
    afterTick(
      sampleAlchemyResult({ remaining: 0, essence: false }),
      'You have brewed every potion.',
    ),
  ],
};
