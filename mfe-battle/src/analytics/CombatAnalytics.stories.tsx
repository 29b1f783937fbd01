import { sampleBattleResult } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { sampleBossFight } from '../fixtures';
import { CombatAnalytics } from './CombatAnalytics';
import { addFight, EMPTY_SESSION, type CombatSession } from './combat-stats';
import { $combatSession } from './store';

function withSession(session: CombatSession): Decorator {
  return (Story) => {
    $combatSession.set(session);
    return <Story />;
  };
}

/** A session of `wins` won and `losses` lost fights against the Cellar Rat. */
function ratSession(wins: number, losses: number): CombatSession {
  let session = EMPTY_SESSION;
  for (let index = 0; index < wins; index += 1) session = addFight(session, sampleBattleResult(1));
  for (let index = 0; index < losses; index += 1)
    session = addFight(session, sampleBattleResult(2));
  return session;
}

const meta = {
  title: 'Battle/CombatAnalytics',
  component: CombatAnalytics,
} satisfies Meta<typeof CombatAnalytics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new session: no fight yet, dashes everywhere. */
export const Empty: Story = { decorators: [withSession(EMPTY_SESSION)] };

/** One won fight: a wide interval. */
export const OneFight: Story = { decorators: [withSession(ratSession(1, 0))] };

/** 87 wins in 100 fights against the Cellar Rat: 87% (79-92%). */
export const LongSession: Story = { decorators: [withSession(ratSession(87, 13))] };

/** Against a world boss after rat fights: the win rate is the boss's alone. */
export const NewOpponent: Story = {
  decorators: [withSession(addFight(ratSession(5, 1), sampleBossFight()))],
};
