import { API_KEYS_PER_PLAYER } from '@idle/contracts';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ApiKeysView } from './ApiKeysSection';
import { SAMPLE_API_KEYS, SAMPLE_CREATED_KEY, sampleApiKey } from './api-keys-fixtures';

/** Hero_1; a fake server creates and revokes keys, so a click never reaches the network. */
const withFakeServer: Decorator = (Story) => {
  resetAll();
  loadState();
  useFakeApi({
    'preferences.php?mod=createApiKey': SAMPLE_CREATED_KEY,
    'preferences.php?mod=revokeApiKey': true,
  });
  return <Story />;
};

/**
 * The API Keys section of /preferences in each of its states. The section loads
 * `preferences.php mod=listApiKeys`; these stories draw the view for each answer.
 */
const meta = {
  title: 'Account/ApiKeysSection',
  component: ApiKeysView,
  args: { onRetry: fn(), keys: { status: 'loading' } },
  decorators: [withFakeServer],
} satisfies Meta<typeof ApiKeysView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the keys are on their way. */
export const Loading: Story = {};

/** The keys could not be loaded: the text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { keys: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** No key yet: the form to create the first. */
export const Empty: Story = {
  args: { keys: { status: 'ready', data: [] } },
};

/** Two keys, one used, one never. */
export const Full: Story = {
  args: { keys: { status: 'ready', data: SAMPLE_API_KEYS } },
};

/** A key just created: shown this once, with Copy. */
export const KeyJustCreated: Story = {
  args: {
    keys: { status: 'ready', data: [...SAMPLE_API_KEYS, SAMPLE_CREATED_KEY.key] },
    initialCreated: SAMPLE_CREATED_KEY,
  },
};

/** As many keys as a player may hold: the form is closed with the reason. */
export const AtTheLimit: Story = {
  args: {
    keys: {
      status: 'ready',
      data: Array.from({ length: API_KEYS_PER_PLAYER }, (_, index) => sampleApiKey(index + 1)),
    },
  },
};
