import { configureApi } from '@idle/api-client';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import {
  CLANS_LOAD_FAILED_TEXT,
  ClanRegistryView,
  INVITES_LOAD_FAILED_TEXT,
} from './ClanRegistryPage';
import { registryApiAnswers, sampleClanList, sampleInvites } from './fixtures';

const meta = {
  title: 'Clan/ClanRegistryPage',
  component: ClanRegistryView,
  args: {
    invites: { status: 'ready', data: sampleInvites() },
    clans: { status: 'ready', data: sampleClanList() },
    onRetryInvites: () => undefined,
    onRetryClans: () => undefined,
    onJoined: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      // Create and invite answers come from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(registryApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan_registry']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanRegistryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two invites and three clans. */
export const Full: Story = {};

export const Loading: Story = {
  args: { invites: { status: 'loading' }, clans: { status: 'loading' } },
};

/** Both loads failed: each section's sentence with Retry. */
export const LoadFailed: Story = {
  args: {
    invites: { status: 'error', message: INVITES_LOAD_FAILED_TEXT },
    clans: { status: 'error', message: CLANS_LOAD_FAILED_TEXT },
  },
};

/** No invite and no clan yet. */
export const Empty: Story = {
  args: { invites: { status: 'ready', data: [] }, clans: { status: 'ready', data: [] } },
};
