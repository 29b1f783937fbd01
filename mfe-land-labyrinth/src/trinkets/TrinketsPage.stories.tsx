import { configureApi } from '@idle/api-client';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import {
  sampleTrinkets,
  sampleTrinketsAnswer,
  trinketApiAnswers,
  trinketInitialData,
} from './fixtures';
import { TrinketsContent, TrinketsPage } from './TrinketsPage';

/** Hero_1 with trinket fragments and essence; every trinket call answers from a fake server. */
function withState(celestialSlots = 1): Decorator {
  return (Story) => {
    resetAll();
    configureApi({ fetch: fakeFetch(trinketApiAnswers(sampleTrinkets(), celestialSlots)) });
    loadState(trinketInitialData());
    return <Story />;
  };
}

const meta = {
  title: 'Land and labyrinth/TrinketsPage',
  component: TrinketsContent,
  args: { state: { status: 'ready', data: sampleTrinketsAnswer() }, onRetry: () => undefined },
  decorators: [withState()],
} satisfies Meta<typeof TrinketsContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six trinkets: an equipped Mythical, a Legendary, an Epic with a re-roll waiting, a Rare, a
 * celestial one and a Mythical that can be made celestial; one celestial slot of three.
 */
export const Full: Story = {};

/** No trinket yet: the crafting table still offers every rarity and type. */
export const Empty: Story = {
  args: { state: { status: 'ready', data: sampleTrinketsAnswer([], 0) } },
};

/** loadTrinkets has not answered yet. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** loadTrinkets failed: a sentence and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Server is down.' } },
};

/** Every celestial slot bought: no increase offered. */
export const CelestialSlotsFull: Story = {
  args: { state: { status: 'ready', data: sampleTrinketsAnswer(sampleTrinkets(), 3) } },
  decorators: [withState(3)],
};

/** The celestial slot increase waits for its confirming click. */
export const ConfirmCelestialIncrease: Story = { args: { opening: { celestialConfirm: true } } };

/** The yes/no confirmation of crafting a Legendary gathering trinket. */
export const ConfirmCraft: Story = { args: { opening: { craft: { rarity: 5, type: 2 } } } };

/** The Legendary's tier upgrade waits for its confirming click. */
export const ConfirmUpgrade: Story = {
  args: { opening: { trinket: { id: 6, panel: 'upgrade' } } },
};

/** The Legendary's destruction waits for its confirming click. */
export const ConfirmDestroy: Story = {
  args: { opening: { trinket: { id: 6, panel: 'destroy' } } },
};

/** The Legendary's re-roll is open (stage 0): its cost and current values, before paying. */
export const RerollOpen: Story = { args: { opening: { trinket: { id: 6, panel: 'reroll' } } } };

/** The Epic's paid roll (stage 1) waits: current values beside the new ones, Accept or Keep. */
export const RerollToChoose: Story = {
  args: { opening: { trinket: { id: 7, panel: 'reroll' } } },
};

/** The page as the route shows it, loading from the fake server. */
export const FromTheServer: Story = {
  render: () => <TrinketsPage />,
};
