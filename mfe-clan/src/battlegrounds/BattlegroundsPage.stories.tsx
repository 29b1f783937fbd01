import type { LoadState } from '@idle/api-client';
import type { LoadBattlegroundsAnswer } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { BATTLEGROUNDS_LOAD_FAILED_TEXT, BattlegroundsView } from './BattlegroundsPage';
import { sampleBattlegrounds } from './fixtures';

const ready = (
  data: LoadBattlegroundsAnswer = sampleBattlegrounds(),
): LoadState<LoadBattlegroundsAnswer> => ({ status: 'ready', data });

const meta = {
  title: 'Clan/BattlegroundsPage',
  component: BattlegroundsView,
  args: { state: ready(), onRetry: () => undefined },
} satisfies Meta<typeof BattlegroundsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two clan mobs with Battle, and the boss at 62.5% of its hit points with Fight. */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: BATTLEGROUNDS_LOAD_FAILED_TEXT } },
};

/** Nothing spawned: no mobs and no boss alive. */
export const Empty: Story = {
  args: { state: ready(sampleBattlegrounds({ mobData: [], bossData: null })) },
};
