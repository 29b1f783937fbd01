import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { sampleClanData } from '../layout/fixtures';
import { OFFICER, sampleRanks } from '../members/fixtures';
import { ClanRanksView, RANKS_LOAD_FAILED_TEXT } from './ClanRanksPage';
import { adminApiAnswers } from './fixtures';

const meta = {
  title: 'Clan/ClanRanksPage',
  component: ClanRanksView,
  args: {
    clan: { status: 'ready', data: sampleClanData() },
    ranks: { status: 'ready', data: { ranks: sampleRanks() } },
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      // Name and permission changes answer from a fake server.
      configureApi({ fetch: fakeFetch(adminApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan/admin/ranks']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanRanksView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The leader: five ranks with their names and permission checkboxes. */
export const Leader: Story = {};

/** An officer: only rank 1 manages ranks. */
export const NotLeader: Story = { args: { clan: { status: 'ready', data: OFFICER } } };

export const Loading: Story = { args: { ranks: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { ranks: { status: 'error', message: RANKS_LOAD_FAILED_TEXT } },
};
