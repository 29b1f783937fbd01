import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { CLAN_PROFILE_LOAD_FAILED_TEXT, ClanProfileView } from './ClanProfilePage';
import { sampleClanProfile } from './fixtures';

const meta = {
  title: 'Clan/ClanProfilePage',
  component: ClanProfileView,
  args: { state: { status: 'ready', data: sampleClanProfile() }, onRetry: () => undefined },
  // The "not a clan" state links the clan registry.
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/clan_profile/9']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ClanProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A level 140 clan with three buildings. */
export const Full: Story = {};

/** A new clan without buildings. */
export const NoBuildings: Story = {
  args: { state: { status: 'ready', data: sampleClanProfile({ buildings: [] }) } },
};

/** No clan has that id (never founded, or disbanded): the way on is the registry. */
export const NotAClan: Story = { args: { state: { status: 'ready', data: '-' } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: CLAN_PROFILE_LOAD_FAILED_TEXT } },
};
