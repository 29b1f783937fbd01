import type { BattleResult, BattleTracker } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import { loadState, resetAll, sampleBattleResult, sampleTracker } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { addFight, EMPTY_SESSION } from '../analytics/combat-stats';
import { $combatSession } from '../analytics/store';
import { sampleSpecialBattleResult } from '../fixtures';
import { BattlePage } from './BattlePage';
import { $battleTracker, EMPTY_TRACKER } from './tracker';

/**
 * The state after a battling (or special battling) tick: its result (or none yet), the tracker
 * of the run, and combat analytics of the tracker's wins and losses against the result's mob.
 */
function afterTick(
  result: BattleResult | null,
  tracker: BattleTracker,
  action: 'battling' | 'specialBattling' = 'battling',
): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    if (result) $lastTick.setKey(action, result);
    $battleTracker.set(tracker);
    let session = EMPTY_SESSION;
    if (result) {
      for (let index = 0; index < tracker.wins; index += 1)
        session = addFight(session, { ...result, winner: 1 });
      for (let index = 0; index < tracker.losses; index += 1)
        session = addFight(session, { ...result, winner: 2 });
    }
    $combatSession.set(session);
    return <Story />;
  };
}

const meta = {
  title: 'Battle/BattlePage',
  component: BattlePage,
  // The page links to the simulator: a link needs a router.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BattlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Battling has started; no tick has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null, EMPTY_TRACKER)] };

/** Hero_1 beat the Cellar Rat: exp, gold and an attribute point. */
export const Victory: Story = {
  decorators: [
    afterTick(sampleBattleResult(1), sampleTracker({ actions: 2, wins: 2, losses: 0, gold: 88 })),
  ],
};

/** Hero_1 lost: nothing gained; the tracker counts the loss (3 actions, 90 gold: 18,000/h). */
export const DefeatWithTracker: Story = {
  decorators: [afterTick(sampleBattleResult(2), sampleTracker())],
};

/** A clan member's victory taxed by the clan, with clan exp, without attribute gain. */
export const VictoryTaxed: Story = {
  decorators: [
    afterTick(
      sampleBattleResult(1, { attributeGain: 0, gold: 1_200, goldTaxed: 120, clanExp: 1 }),
      sampleTracker({ actions: 1_440, wins: 1_402, losses: 38, gold: 1_512_000 }),
    ),
  ],
};

/** A special battle in the Ember Rift: 6 special battles left today. */
export const SpecialBattle: Story = {
  decorators: [
    afterTick(
      sampleSpecialBattleResult(),
      sampleTracker({ actions: 4, wins: 3, losses: 1, gold: 120 }),
      'specialBattling',
    ),
  ],
};

/** A result that counts the mobs remaining (clan battlegrounds share this view). */
export const MobsRemaining: Story = {
  decorators: [afterTick(sampleBattleResult(1, { mobsRemaining: 17 }), sampleTracker())],
};
