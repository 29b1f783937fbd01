import type { Meta, StoryObj } from '@storybook/react';
import { craftingInitialData, newPlayerInitialData } from '../crafting/fixtures';
import { craftingState } from '../crafting/story-helpers';
import { JewelcraftingHomePage } from './JewelcraftingHomePage';
import { $autoDeconstructFloor } from './preferences';

const meta = {
  title: 'Crafting/JewelcraftingHomePage',
  component: JewelcraftingHomePage,
} satisfies Meta<typeof JewelcraftingHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Level 30 with 2 sapphires, 1 emerald (level 50 needed) and 600 fragments: Sapphire can be
 * crafted; Sapphire and Ruby can be created.
 */
export const Full: Story = {
  decorators: [
    craftingState(craftingInitialData(), () => {
      $autoDeconstructFloor.set(0);
    }),
  ],
};

/** Common and Uncommon jewels are deconstructed at once (kept on this device). */
export const WithFloor: Story = {
  decorators: [
    craftingState(craftingInitialData(), () => {
      $autoDeconstructFloor.set(2);
    }),
  ],
};

/** A new player without gems or fragments. */
export const Empty: Story = {
  decorators: [
    craftingState(newPlayerInitialData(), () => {
      $autoDeconstructFloor.set(0);
    }),
  ],
};

/** The game state is still loading. */
export const Loading: Story = { decorators: [craftingState(null)] };
