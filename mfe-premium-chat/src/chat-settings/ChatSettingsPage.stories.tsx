import { configureApi, type LoadState } from '@idle/api-client';
import type { ChatSettingsAnswer } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { $chatHistorySize, $chatSize } from '../chat/device-settings';
import { resetChatDeviceSettings } from '../chat/fixtures';
import { CHAT_SETTINGS_LOAD_FAILED_TEXT, ChatSettingsView } from './ChatSettingsPage';
import { chatSettingsApiAnswers, sampleChatSettings } from './fixtures';

const ready = (data: ChatSettingsAnswer = sampleChatSettings()): LoadState<ChatSettingsAnswer> => ({
  status: 'ready',
  data,
});

function withSizes(size: number, historySize: number): Decorator {
  return (Story) => {
    $chatSize.set(size);
    $chatHistorySize.set(historySize);
    return <Story />;
  };
}

const meta = {
  title: 'Chat/ChatSettingsPage',
  component: ChatSettingsView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
    (Story) => {
      resetChatDeviceSettings();
      resetAll();
      loadState();
      // Answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(chatSettingsApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof ChatSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two ignored players, the filter on, the default sizes (15 and 100). */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry; the device sizes stay usable. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: CHAT_SETTINGS_LOAD_FAILED_TEXT } },
};

/** Nobody ignored and the profanity filter off. */
export const NobodyIgnored: Story = {
  args: { state: ready(sampleChatSettings({ ignored: [], profanityFilter: false })) },
};

/** Chat collapsed to the input alone (size 0: - is disabled) and the shortest history. */
export const SmallestSizes: Story = { decorators: [withSizes(0, 20)] };

/** The largest window (50: + is disabled) and the longest history. */
export const LargestSizes: Story = { decorators: [withSizes(50, 300)] };
