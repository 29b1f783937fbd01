import type { Meta, StoryObj } from '@storybook/react';
import { sampleEconomyAudit, sampleUnbalancedAudit } from '../fixtures';
import { consoleAt } from '../story-support';
import { ECONOMY_LOAD_FAILED_TEXT, EconomyAuditView } from './EconomyAuditPage';

const meta = {
  title: 'Admin/EconomyAuditPage',
  component: EconomyAuditView,
  args: { state: { status: 'ready', data: sampleEconomyAudit() }, onRun: () => undefined },
  decorators: [consoleAt('/admin/economy')],
} satisfies Meta<typeof EconomyAuditView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every item balances; two operators' grants named. */
export const Clean: Story = {};

/** Troll teeth do not balance. */
export const Unbalanced: Story = {
  args: { state: { status: 'ready', data: sampleUnbalancedAudit() } },
};

/** Not run yet. */
export const BeforeRun: Story = { args: { state: null } };

export const Running: Story = { args: { state: { status: 'loading' } } };

export const RunFailed: Story = {
  args: { state: { status: 'error', message: ECONOMY_LOAD_FAILED_TEXT } },
};

/** A new game: nothing created, nothing granted. */
export const Empty: Story = {
  args: {
    state: { status: 'ready', data: sampleEconomyAudit({ rows: [], operatorGrants: [] }) },
  },
};
