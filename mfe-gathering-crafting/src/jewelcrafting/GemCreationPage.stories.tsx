import type { GemCreationResult, ItemAmount } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import type { Meta, StoryObj } from '@storybook/react';
import { $craftingDrops, $craftingStops } from '../crafting/action-results';
import { craftingInitialData, sampleGemCreationResult } from '../crafting/fixtures';
import { craftingState } from '../crafting/story-helpers';
import { GemCreationPage } from './GemCreationPage';

function afterTick(
  result: GemCreationResult | null,
  stopMessage?: string,
  drops: ItemAmount[] = [],
) {
  return craftingState(craftingInitialData(), () => {
    if (result) $lastTick.setKey('jewelcrafting_create_gem', result);
    $craftingDrops.setKey('jewelcrafting_create_gem', drops);
    if (stopMessage !== undefined) $craftingStops.setKey('jewelcrafting_create_gem', stopMessage);
  });
}

const meta = {
  title: 'Crafting/GemCreationPage',
  component: GemCreationPage,
} satisfies Meta<typeof GemCreationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gem creation has started; no gem has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null)] };

/** The start was refused: the server's message. */
export const Refused: Story = {
  decorators: [afterTick(null, 'You do not have enough gem fragments.')],
};

/** A Ruby created from 500 fragments, 3 more to go. */
export const Created: Story = { decorators: [afterTick(sampleGemCreationResult())] };

/** The crafting bonus running, and two artisan shards found with the gem. */
export const BonusAndDrops: Story = {
  decorators: [
    afterTick(sampleGemCreationResult({ bonusActive: true }), undefined, [
      { id: 'artisan_shard', amount: 2 },
    ]),
  ],
};

/** The last gem of the batch: none remaining, the action stopped. */
export const LastGem: Story = {
  decorators: [afterTick(sampleGemCreationResult({ remaining: 0 }), 'You have created every gem.')],
};
