import type { Meta, StoryObj } from '@storybook/react';
import { sampleAnnouncements } from '../fixtures';
import { consoleAt } from '../story-support';
import { ANNOUNCEMENTS_LOAD_FAILED_TEXT, AnnouncementsView } from './AnnouncementsPage';

const meta = {
  title: 'Admin/AnnouncementsPage',
  component: AnnouncementsView,
  args: { state: { status: 'ready', data: sampleAnnouncements() }, onRetry: () => undefined },
  decorators: [consoleAt('/admin/announcements')],
} satisfies Meta<typeof AnnouncementsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two announcements, newest first, each with Edit and Delete; the post form above. */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: ANNOUNCEMENTS_LOAD_FAILED_TEXT } },
};

/** None posted yet. */
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };
