import { configureApi } from '@idle/api-client';
import type { ChatLine } from '@idle/contracts';
import { $clan, applyChatSocketMessage, resetChat, setChatError } from '@idle/state';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { ChatDock } from './ChatDock';
import { $chatHistorySize, $chatSize } from './device-settings';
import {
  chatDockApiAnswers,
  resetChatDeviceSettings,
  sampleChatHistory,
  sampleChatLine,
  sampleChatTime,
} from './fixtures';

/** Connected, with `lines` as the history the socket sent on connect. */
function connected(lines: ChatLine[] = sampleChatHistory()): Decorator {
  return (Story) => {
    applyChatSocketMessage({ type: 'loadMessages', data: lines });
    return <Story />;
  };
}

function withSizes(size: number, historySize?: number): Decorator {
  return (Story) => {
    $chatSize.set(size);
    if (historySize !== undefined) $chatHistorySize.set(historySize);
    return <Story />;
  };
}

const meta = {
  title: 'Chat/ChatDock',
  component: ChatDock,
  decorators: [
    // As in the shell's slot, the "Chat" region.
    (Story) => (
      <section aria-label="Chat" style={{ maxWidth: 720 }}>
        <Story />
      </section>
    ),
    (Story) => {
      resetChatDeviceSettings();
      resetAll();
      resetChat();
      loadState();
      // Answers from a fake server (/view looks names up): a story never reaches the network.
      configureApi({ fetch: fakeFetch(chatDockApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof ChatDock>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * General with a Peasant, a Duke, a Mod and an Admin, a /me line and private messages; Trade,
 * Help, Clan, Private and Notifications each hold their own lines.
 */
export const Connected: Story = { decorators: [connected()] };

/** Before the history arrives (and after a close, until the reconnect). */
export const Connecting: Story = {};

/** Connected, nobody has written yet. */
export const NoMessages: Story = { decorators: [connected([])] };

/** A player without a clan: no Clan tab. */
export const WithoutClan: Story = {
  decorators: [
    connected(),
    (Story) => {
      $clan.set(null);
      return <Story />;
    },
  ],
};

/** The chat server refused the last message. */
export const ChatError: Story = {
  decorators: [
    connected(),
    (Story) => {
      setChatError('You are sending messages too fast. Wait a few seconds.');
      return <Story />;
    },
  ],
};

/** Chat size 0: the message box alone. */
export const Collapsed: Story = { decorators: [connected(), withSizes(0)] };

/** The tallest window (size 50) with the shortest history (20 of 60 lines shown). */
export const TallWindowShortHistory: Story = {
  decorators: [
    connected(
      Array.from({ length: 60 }, (_, index) =>
        sampleChatLine({ time: sampleChatTime(index), text: `Message number ${index + 1}` }),
      ),
    ),
    withSizes(50, 20),
  ],
};
