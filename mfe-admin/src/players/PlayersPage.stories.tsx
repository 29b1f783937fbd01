import type { Meta, StoryObj } from '@storybook/react';
import { samplePlayerRows } from '../fixtures';
import { consoleAt } from '../story-support';
import { PLAYERS_LOAD_FAILED_TEXT, PlayersView } from './PlayersPage';

const meta = {
  title: 'Admin/PlayersPage',
  component: PlayersView,
  args: {
    prefix: 'lumb',
    state: { status: 'ready', data: samplePlayerRows() },
    onSearch: () => undefined,
    onRetry: () => undefined,
  },
  decorators: [consoleAt('/admin/players')],
} satisfies Meta<typeof PlayersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two players found: one online and muted, one banned for good. */
export const Full: Story = {};

/** Before any search. */
export const BeforeSearch: Story = { args: { prefix: '', state: { status: 'loading' } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: PLAYERS_LOAD_FAILED_TEXT } },
};

/** No name starts so. */
export const NoneFound: Story = { args: { prefix: 'zz', state: { status: 'ready', data: [] } } };
