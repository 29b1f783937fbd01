import type { BossChargeData, BossFightData } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { addFight, EMPTY_SESSION } from '../analytics/combat-stats';
import { $combatSession } from '../analytics/store';
import { sampleBossCharge, sampleBossFight, sampleWorldBoss } from '../fixtures';
import { BossBattlePage } from './BossBattlePage';

/** The state after a boss tick (or before any), with `fights` earlier rounds in the session. */
function afterTick(
  data: BossChargeData | BossFightData | null,
  fights: BossFightData[] = [],
): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    if (data) $lastTick.setKey('bossBattle', data);
    const all = data && !('wait' in data) ? [...fights, data] : fights;
    $combatSession.set(all.reduce(addFight, EMPTY_SESSION));
    return <Story />;
  };
}

const meta = {
  title: 'Battle/BossBattlePage',
  component: BossBattlePage,
} satisfies Meta<typeof BossBattlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The boss battle has started; no tick has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null)] };

/** The first tick (wait=1): "You charge into battle..." and the boss. */
export const Charge: Story = { decorators: [afterTick(sampleBossCharge())] };

/** A lost round: the boss's shared hit points, the damage this fight and in all. */
export const Round: Story = {
  decorators: [afterTick(sampleBossFight(), [sampleBossFight(), sampleBossFight({ winner: 1 })])],
};

/** A clan member's round: gold taxed and clan exp beside the damage. */
export const ClanMember: Story = {
  decorators: [afterTick(sampleBossFight({ gold: 400, goldTaxed: 40, clanExp: 1 }))],
};

/** The round that killed the boss. */
export const Killed: Story = {
  decorators: [
    afterTick(
      sampleBossFight({ winner: 1, killed: true, boss: sampleWorldBoss({ hpRemaining: 0 }) }),
    ),
  ],
};
