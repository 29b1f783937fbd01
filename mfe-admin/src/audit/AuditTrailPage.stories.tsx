import type { Meta, StoryObj } from '@storybook/react';
import { sampleAuditPage } from '../fixtures';
import { consoleAt } from '../story-support';
import { AUDIT_LOAD_FAILED_TEXT, AuditTrailView } from './AuditTrailPage';

const meta = {
  title: 'Admin/AuditTrailPage',
  component: AuditTrailView,
  args: {
    filter: { page: 1 },
    names: {},
    state: { status: 'ready', data: sampleAuditPage() },
    onFilter: () => undefined,
    onRetry: () => undefined,
  },
  decorators: [consoleAt('/admin/audit')],
} satisfies Meta<typeof AuditTrailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first of three pages: a grant, a mute, an announcement and the first operator's role. */
export const Full: Story = {};

/** Narrowed to one player. */
export const FilteredByPlayer: Story = {
  args: { filter: { page: 1, targetId: 408 }, names: { player: 'lumberjack7' } },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: AUDIT_LOAD_FAILED_TEXT } },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { state: { status: 'ready', data: sampleAuditPage({ entries: [], pages: 1 }) } },
};
