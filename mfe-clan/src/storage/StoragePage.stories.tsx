import { configureApi, type LoadState } from '@idle/api-client';
import type { ClanData, LoadStorageAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { NO_CLAN_PERMISSIONS, sampleClanData } from '../details/fixtures';
import { clanInitialData, clanStorageApiAnswers, sampleStorageAnswer } from './fixtures';
import { STORAGE_LOAD_FAILED_TEXT, StorageView } from './StoragePage';

const ready = <Data,>(data: Data): LoadState<Data> => ({ status: 'ready', data });

const meta = {
  title: 'Clan/StoragePage',
  component: StorageView,
  args: {
    storage: ready<LoadStorageAnswer>(sampleStorageAnswer()),
    clan: ready<ClanData>(sampleClanData()),
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      loadState(clanInitialData());
      // Donate, Convert and Send answer from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(clanStorageApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof StorageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A level-104 clan and an officer with the items permission: donate, exchange and send. */
export const Full: Story = {};

export const Loading: Story = { args: { storage: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { storage: { status: 'error', message: STORAGE_LOAD_FAILED_TEXT } },
};

/** A member without the items permission: donating only. */
export const WithoutItemsPermission: Story = {
  args: { clan: ready(sampleClanData({ rankNum: 5, permissions: NO_CLAN_PERMISSIONS })) },
};

/** A clan of level 100: exchange not yet open. */
export const BelowExchangeLevel: Story = {
  args: { storage: ready(sampleStorageAnswer({ level: 100 })) },
};

/** An empty storage: nothing to send. */
export const EmptyStorage: Story = {
  args: {
    storage: ready(
      sampleStorageAnswer({ storage: { gold: 0, credits: 0, metal: 0, wood: 0, stone: 0 } }),
    ),
  },
};
