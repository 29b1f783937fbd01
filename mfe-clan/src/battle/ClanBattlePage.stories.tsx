import type { BattleResult } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { ClanBattlePage, type ClanBattleAction } from './ClanBattlePage';
import { sampleClanBossResult, sampleClanMobResult } from './fixtures';

/** The state after a tick of `action` (or before any). */
function afterTick(action: ClanBattleAction, result: BattleResult | null): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    if (result) $lastTick.setKey(action, result);
    return <Story />;
  };
}

const meta = {
  title: 'Clan/ClanBattlePage',
  component: ClanBattlePage,
  args: { action: 'clanMobBattle' },
} satisfies Meta<typeof ClanBattlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The clan mob battle has started; no tick has answered yet. */
export const Waiting: Story = { decorators: [afterTick('clanMobBattle', null)] };

/** A won clan mob fight: gold taxed, clan experience and the mobs left. */
export const MobWon: Story = { decorators: [afterTick('clanMobBattle', sampleClanMobResult())] };

/** The last mob of the battleground fought, with no clan tax. */
export const LastMob: Story = {
  decorators: [afterTick('clanMobBattle', sampleClanMobResult({ goldTaxed: 0, mobsRemaining: 0 }))],
};

/** A lost round against the clan boss. */
export const BossRound: Story = {
  args: { action: 'clanBossBattle' },
  decorators: [afterTick('clanBossBattle', sampleClanBossResult())],
};
