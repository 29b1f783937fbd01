import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { sampleClanData, sampleRecruitData } from '../layout/fixtures';
import { ClanInvitesView, INVITES_LOAD_FAILED_TEXT } from './ClanInvitesPage';
import { adminApiAnswers, samplePendingInvites } from './fixtures';

const meta = {
  title: 'Clan/ClanInvitesPage',
  component: ClanInvitesView,
  args: {
    clan: { status: 'ready', data: sampleClanData() },
    invites: { status: 'ready', data: { invites: samplePendingInvites() } },
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      // Sending and cancelling answer from a fake server.
      configureApi({ fetch: fakeFetch(adminApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan/admin/invites']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanInvitesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The send form and two pending invites. */
export const Full: Story = {};

/** "There are no pending invites." */
export const Empty: Story = { args: { invites: { status: 'ready', data: { invites: [] } } } };

/** A member without the invite permission. */
export const WithoutPermission: Story = {
  args: { clan: { status: 'ready', data: sampleRecruitData() } },
};

export const Loading: Story = { args: { invites: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { invites: { status: 'error', message: INVITES_LOAD_FAILED_TEXT } },
};
