import type { Fighter } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { FightOutcome } from './FightOutcome';

const player: Fighter = {
  name: 'Arthur',
  level: 42,
  hp: 3120,
  maxHp: 4500,
  hits: 12,
  totalDamage: 18450,
  criticalHits: 3,
  missed: 2,
  dodged: 5,
};

const mob: Fighter = {
  name: 'Forest Troll',
  level: 40,
  hp: 0,
  maxHp: 16000,
  hits: 7,
  totalDamage: 1380,
  criticalHits: 0,
  missed: 6,
  dodged: 1,
};

const meta = {
  title: 'UI/FightOutcome',
  component: FightOutcome,
  args: { result: { p1: player, p2: mob, winner: 1 } },
} satisfies Meta<typeof FightOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Won: Story = {};
export const Lost: Story = {
  args: { result: { p1: { ...player, hp: 0 }, p2: { ...mob, hp: 900 }, winner: 2 } },
};
