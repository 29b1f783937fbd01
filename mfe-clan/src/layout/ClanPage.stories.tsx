import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { ClanPage } from './ClanPage';
import {
  clanLayoutApiAnswers,
  clanPermissions,
  sampleClanData,
  sampleRecruitData,
} from './fixtures';

const meta = {
  title: 'Clan/ClanPage',
  component: ClanPage,
  args: {
    title: 'Clan Members',
    clan: { status: 'ready', data: sampleClanData() },
    children: <p>The page&apos;s content.</p>,
  },
  decorators: [
    (Story) => {
      resetAll();
      configureApi({ fetch: fakeFetch(clanLayoutApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan/members']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The leader: every admin link. */
export const Leader: Story = {};

/** A member with no permission: the member links alone. */
export const Member: Story = {
  args: { clan: { status: 'ready', data: sampleRecruitData() } },
};

/** An officer with the invite permission: the admin panel with Invites. */
export const Inviter: Story = {
  args: {
    clan: {
      status: 'ready',
      data: sampleRecruitData({ rankNum: 3, permissions: clanPermissions('invite') }),
    },
  },
};

/** The clan data still loading: the member links; admin links come with the data. */
export const LoadingClanData: Story = { args: { clan: { status: 'loading' } } };

/** The frame asking `loadDetails` itself (a fake server answers for the leader). */
export const LoadsItsOwnData: Story = { args: { clan: undefined } };
