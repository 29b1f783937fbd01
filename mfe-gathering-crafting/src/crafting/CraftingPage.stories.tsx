import { $skills } from '@idle/state';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { CraftingPage } from './CraftingPage';
import { craftingInitialData, newPlayerInitialData } from './fixtures';
import { craftingState } from './story-helpers';

const inRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/crafting']}>
    <Story />
  </MemoryRouter>
);

const meta = {
  title: 'Crafting/CraftingPage',
  component: CraftingPage,
  decorators: [inRouter],
} satisfies Meta<typeof CraftingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Runecrafting 10, jewelcrafting 30, alchemy 40; the crafting bonus is active. */
export const Full: Story = { decorators: [craftingState(craftingInitialData())] };

/** A new player: level 1 in every crafting skill, the world counting battling. */
export const NewPlayer: Story = { decorators: [craftingState(newPlayerInitialData())] };

/** The game state knows no crafting skill. */
export const Empty: Story = {
  decorators: [
    craftingState(craftingInitialData(), () => {
      $skills.set({ battling: { level: 12, exp: 0, expStart: 0, expToLevel: 10 } });
    }),
  ],
};

/** The game state is still loading. */
export const Loading: Story = { decorators: [craftingState(null)] };
