import type { Fighter } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { FighterCard } from './FighterCard';

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
  title: 'UI/FighterCard',
  component: FighterCard,
  args: { fighter: player },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FighterCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Winner: Story = { args: { outcome: 'winner' } };
export const Loser: Story = { args: { fighter: mob, outcome: 'loser' } };
export const InProgress: Story = { args: { fighter: { ...mob, hp: 9400 } } };

export const Battle: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <FighterCard fighter={player} outcome="winner" />
      <FighterCard fighter={mob} outcome="loser" />
    </div>
  ),
};
