import { configureApi, type LoadState } from '@idle/api-client';
import type { ItemCounts, LoadBuildingsAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { NO_CLAN_PERMISSIONS, sampleClanData } from '../details/fixtures';
import { clanInitialData, sampleClanStorage } from '../storage/fixtures';
import { BUILDINGS_LOAD_FAILED_TEXT, BuildingsView } from './BuildingsPage';
import { clanBuildingsApiAnswers, sampleBuildingsAnswer } from './fixtures';

const ready = <Data,>(data: Data): LoadState<Data> => ({ status: 'ready', data });

const meta = {
  title: 'Clan/BuildingsPage',
  component: BuildingsView,
  args: {
    buildings: ready<LoadBuildingsAnswer>(sampleBuildingsAnswer()),
    storage: ready<ItemCounts>(sampleClanStorage()),
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      loadState(clanInitialData());
      // Upgrade answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(clanBuildingsApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof BuildingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three buildings: the headquarters affordable, the Autos totem short of stone (red, Upgrade
 * disabled), a gathering totem at its maximum level.
 */
export const Full: Story = {};

export const Loading: Story = { args: { buildings: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { storage: { status: 'error', message: BUILDINGS_LOAD_FAILED_TEXT } },
};

export const NoBuildings: Story = {
  args: { buildings: ready({ ...sampleBuildingsAnswer(), buildingsData: [] }) },
};

/** A rank without the buildings permission sees the costs but no Upgrade. */
export const WithoutPermission: Story = {
  args: {
    buildings: ready(
      sampleBuildingsAnswer(sampleClanData({ rankNum: 4, permissions: NO_CLAN_PERMISSIONS })),
    ),
  },
};

/** An empty storage: every cost in red. */
export const EmptyStorage: Story = { args: { storage: ready({}) } };
