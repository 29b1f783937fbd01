import type { ItemAmount, JewelcraftingResult } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import type { Meta, StoryObj } from '@storybook/react';
import { $craftingDrops, $craftingStops } from '../crafting/action-results';
import {
  craftingInitialData,
  sampleFinishedJewel,
  sampleJewelcraftingResult,
} from '../crafting/fixtures';
import { craftingState } from '../crafting/story-helpers';
import { JewelcraftingPage } from './JewelcraftingPage';

function afterTick(
  result: JewelcraftingResult | null,
  { drops = [], stopMessage }: { drops?: ItemAmount[]; stopMessage?: string } = {},
) {
  return craftingState(craftingInitialData(), () => {
    if (result) $lastTick.setKey('jewelcrafting', result);
    $craftingDrops.setKey('jewelcrafting', drops);
    if (stopMessage !== undefined) $craftingStops.setKey('jewelcrafting', stopMessage);
  });
}

const meta = {
  title: 'Crafting/JewelcraftingPage',
  component: JewelcraftingPage,
} satisfies Meta<typeof JewelcraftingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Jewelcrafting has started; no step has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null)] };

/** The start was refused: the server's message. */
export const Refused: Story = {
  decorators: [afterTick(null, { stopMessage: 'You do not have a Ruby.' })],
};

/** A perfect step on attack, 4 of 10, with fragments dropped. */
export const Step: Story = {
  decorators: [
    afterTick(sampleJewelcraftingResult(), { drops: [{ id: 'gem_fragments', amount: 3 }] }),
  ],
};

/** A barely improving first step. */
export const FirstStep: Story = {
  decorators: [
    afterTick(
      sampleJewelcraftingResult({
        progress: 1,
        perfects: 0,
        power: 1,
        statGained: 'health',
        statGainedAmount: 1,
        jewelData: { health: 1, attack: 0, defence: 0, accuracy: 0, dodge: 0, total: 1 },
      }),
    ),
  ],
};

/** The jewel is finished: a Rare Sapphire jewel, and the action stopped after it. */
export const Finished: Story = {
  decorators: [
    afterTick(sampleJewelcraftingResult({ progress: 10, jewel: sampleFinishedJewel() }), {
      stopMessage: 'You stopped after crafting.',
    }),
  ],
};

/** The finished jewel was Common, at the floor: deconstructed into fragments. */
export const Deconstructed: Story = {
  decorators: [
    afterTick(
      sampleJewelcraftingResult({
        progress: 10,
        jewel: sampleFinishedJewel({ rarity: 1 }),
        deconstructed: 40,
      }),
    ),
  ],
};
