import type { GatheringResult, GatheringSkillId, ItemAmount } from '@idle/contracts';
import { $lastTick, beginAction, endAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { gatheringInitialData, sampleGatheringResult } from './fixtures';
import { GatheringPage } from './GatheringPage';
import { $gatheringDrops, $gatheringTrackers, type GatheringTrackers } from './tracker';

/** The state after a gathering tick of `skill` (or before any), with its drops and trackers. */
function afterTick(
  skill: GatheringSkillId,
  result: GatheringResult | null,
  {
    drops = [],
    trackers = {},
    stopped = false,
  }: {
    drops?: ItemAmount[];
    trackers?: GatheringTrackers;
    stopped?: boolean;
  } = {},
): Decorator {
  return (Story) => {
    resetAll();
    loadState(gatheringInitialData());
    beginAction(skill);
    if (result) $lastTick.setKey(skill, result);
    if (stopped) endAction();
    $gatheringDrops.set(drops);
    $gatheringTrackers.set(trackers);
    return <Story />;
  };
}

const meta = {
  title: 'Gathering/GatheringPage',
  component: GatheringPage,
} satisfies Meta<typeof GatheringPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mining has started; no tick has answered yet. */
export const Waiting: Story = { decorators: [afterTick('mining', null)] };

/**
 * A mining action during a Rare mining event: bonus active, gem fragments and a ruby dropped,
 * 3 metal taxed by the clan, the item counts, and a tracker of 40 actions (480 metal, 7,200/h).
 */
export const Full: Story = {
  decorators: [
    afterTick(
      'mining',
      sampleGatheringResult('mining', {
        event: { id: 4, type: 'mining', rarity: 3, timeRemaining: 600, bonusPercent: 25 },
        resTaxed: 3,
        taxedRes: 'metal',
        itemCounts: { metal: 50_012, gem_fragments: 7, gem_ruby: 1 },
      }),
      {
        drops: [
          { id: 'gem_fragments', amount: 4 },
          { id: 'gem_ruby', amount: 1 },
        ],
        trackers: { mining: { actions: 40, resources: 480 } },
      },
    ),
  ],
};

/** A woodcutting action with nothing beyond the wood: no drops, event, tax; bonus inactive. */
export const Empty: Story = {
  decorators: [
    afterTick(
      'woodcutting',
      sampleGatheringResult('woodcutting', { bonusActive: false, itemCounts: {} }),
      { trackers: { woodcutting: { actions: 1, resources: 12 } } },
    ),
  ],
};

/** Quarrying stopped before any result came in. */
export const Failed: Story = {
  name: 'Error',
  decorators: [afterTick('quarrying', null, { stopped: true })],
};
