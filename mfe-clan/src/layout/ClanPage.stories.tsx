import { configureApi } from '@idle/api-client';
import type { ClanData } from '@idle/contracts';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { ClanPage } from './ClanPage';
import {
  clanLayoutApiAnswers,
  clanPermissions,
  sampleClanData,
  sampleRecruitData,
} from './fixtures';
import { whileClanLoads } from './story-decorators';

/** The frame reads the player's clan from `loadDetails`: a fake server answers it. */
function answering(answers: Record<string, unknown>): Decorator {
  return (Story) => {
    resetAll();
    configureApi({ fetch: fakeFetch(answers) });
    return (
      <MemoryRouter initialEntries={['/clan/members']}>
        <Story />
      </MemoryRouter>
    );
  };
}

const forClan = (clan: ClanData) => [answering(clanLayoutApiAnswers(clan))];

const meta = {
  title: 'Clan/ClanPage',
  component: ClanPage,
  args: {
    title: 'Clan Members',
    children: <p>The page&apos;s content.</p>,
  },
} satisfies Meta<typeof ClanPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The leader: every admin link. */
export const Leader: Story = { decorators: forClan(sampleClanData()) };

/** A member with no permission: the member links alone. */
export const Member: Story = { decorators: forClan(sampleRecruitData()) };

/** An officer with the invite permission: the admin panel with Invites. */
export const Inviter: Story = {
  decorators: forClan(sampleRecruitData({ rankNum: 3, permissions: clanPermissions('invite') })),
};

/** The clan data still loading: the member links; admin links come with the data. */
export const LoadingClanData: Story = { decorators: [whileClanLoads, answering({})] };
