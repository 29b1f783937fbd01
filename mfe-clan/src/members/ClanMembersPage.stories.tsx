import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { sampleClanData, sampleRecruitData } from '../layout/fixtures';
import { ClanMembersView, MEMBERS_LOAD_FAILED_TEXT } from './ClanMembersPage';
import { membersApiAnswers, OFFICER, sampleMembers } from './fixtures';

const meta = {
  title: 'Clan/ClanMembersPage',
  component: ClanMembersView,
  args: {
    clan: { status: 'ready', data: sampleClanData() },
    members: { status: 'ready', data: sampleMembers() },
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      // Kick and rank changes answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(membersApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan/members']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanMembersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seen by the leader: open a member for the panel with Kick and Change rank. */
export const Leader: Story = {};

/** The leader with Brom's panel open: vitals, activity, donations, Change rank and Kick. */
export const MemberPanel: Story = { args: { initialSelected: 3 } };

/** A recruit looking at the leader's panel: no controls. */
export const MemberPanelWithoutControls: Story = {
  args: { clan: { status: 'ready', data: sampleRecruitData() }, initialSelected: 1 },
};

/** Seen by an officer: controls only on members below rank 2. */
export const Officer: Story = { args: { clan: { status: 'ready', data: OFFICER } } };

/** Seen by a recruit: no controls. */
export const Recruit: Story = { args: { clan: { status: 'ready', data: sampleRecruitData() } } };

export const Loading: Story = {
  args: { clan: { status: 'loading' }, members: { status: 'loading' } },
};

export const LoadFailed: Story = {
  args: { members: { status: 'error', message: MEMBERS_LOAD_FAILED_TEXT } },
};

export const Empty: Story = {
  args: { members: { status: 'ready', data: { members: [], ranks: sampleMembers().ranks } } },
};
