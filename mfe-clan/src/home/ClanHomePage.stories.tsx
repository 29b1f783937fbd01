import { configureApi } from '@idle/api-client';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { sampleRecruitData } from '../layout/fixtures';
import { CLAN_HOME_LOAD_FAILED_TEXT, ClanHomeView } from './ClanHomePage';
import { clanHomeApiAnswers, sampleClanHome } from './fixtures';

const meta = {
  title: 'Clan/ClanHomePage',
  component: ClanHomeView,
  args: { state: { status: 'ready', data: sampleClanHome() }, onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      // The log loader, edits and the registry's loads answer from a fake server.
      configureApi({ fetch: fakeFetch(clanHomeApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The leader: the announcement with Edit, the log with its loader, every admin link. */
export const Leader: Story = {};

/** A member without the details permission: no Edit. */
export const Member: Story = {
  args: {
    state: { status: 'ready', data: sampleClanHome({ clanMemberData: sampleRecruitData() }) },
  },
};

/** No announcement and an empty log. */
export const Empty: Story = {
  args: { state: { status: 'ready', data: sampleClanHome({ announcement: '', log: [] }) } },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: CLAN_HOME_LOAD_FAILED_TEXT } },
};

/** A player without a clan: the registry (loaded from the fake server). */
export const WithoutClan: Story = { args: { state: { status: 'ready', data: '-' } } };
