/**
 * /chat_settings (spec 002 §2, §3, §5, §8): the ignore list and the profanity filter, kept by the
 * server, and the chat window and history sizes, kept on this device (the dock follows them live).
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import { type ChatSettingsAnswer, type IgnoredEntry, USERNAME_MAX_LENGTH } from '@idle/contracts';
import {
  CHAT_HISTORY_INPUT_MAX_LENGTH,
  CHAT_SIZE_MAX,
  CHAT_SIZE_MIN,
  validateChatHistorySize,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  TextInput,
  Inline,
  Muted,
  Page,
  Section,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ignorePlayer, setProfanityFilter, unignorePlayer, useChatSettings } from '../api';
import { $chatHistorySize, $chatSize, changeChatSize } from '../chat/device-settings';
import styles from './ChatSettingsPage.module.css';

export const CHAT_SETTINGS_LOADING_TEXT = 'Loading your chat settings...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const CHAT_SETTINGS_LOAD_FAILED_TEXT = 'Your chat settings could not be loaded.';
export const NO_IGNORED_PLAYERS_TEXT = 'You are not ignoring anyone.';
/** The same words the server's username check uses. */
export const ENTER_USERNAME_TEXT = 'Enter a username.';
export const HISTORY_SIZE_CHANGED_TEXT = 'Chat history size changed.';

export function ignoredText(username: string): string {
  return `You are now ignoring ${username}.`;
}

export function unignoredText(username: string): string {
  return `You are no longer ignoring ${username}.`;
}

export interface ChatSettingsViewProps {
  /** The state of `preferences.php?mod=getChatSettings`. */
  state: LoadState<ChatSettingsAnswer>;
  onRetry: () => void;
}

/** The chat settings for a given state of `getChatSettings` (stories render it directly). */
export function ChatSettingsView({ state, onRetry }: ChatSettingsViewProps) {
  let serverSettings;
  if (state.status === 'loading') {
    serverSettings = <LoadingState label={CHAT_SETTINGS_LOADING_TEXT} />;
  } else if (state.status === 'error') {
    serverSettings = <LoadError message={CHAT_SETTINGS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else serverSettings = <ServerSettings answer={state.data} />;
  return (
    <Page title="Chat Settings" titleId="chat-settings-title">
      {serverSettings}
      <ChatSizeSection />
      <HistorySizeSection />
    </Page>
  );
}

/** What the server keeps (the changes write their answers into the kept settings). */
function ServerSettings({ answer }: { answer: ChatSettingsAnswer }) {
  return (
    <>
      <IgnoreSection ignored={answer.ignored} />
      <ProfanitySection enabled={answer.profanityFilter} />
    </>
  );
}

function IgnoreSection({ ignored }: { ignored: readonly IgnoredEntry[] }) {
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const call = useServerCall();

  const add = () => {
    const name = username.trim();
    if (name === '') {
      setError(ENTER_USERNAME_TEXT);
      return;
    }
    setError(null);
    void call.run(
      'add',
      () => ignorePlayer(name),
      (entry) => {
        setUsername('');
        notify('success', ignoredText(entry.username));
      },
    );
  };

  const remove = (entry: IgnoredEntry) =>
    void call.run(
      `remove-${entry.userid}`,
      () => unignorePlayer(entry),
      () => {
        notify('success', unignoredText(entry.username));
      },
    );

  return (
    <Section title="Ignore list" titleId="chat-settings-ignore">
      <Muted>
        Ignored players cannot send you private messages and their lines do not reach you.
      </Muted>
      <Inline
        as="form"
        align="start"
        wrap={false}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextInput
          label="Username"
          inline
          maxLength={USERNAME_MAX_LENGTH}
          value={username}
          onChange={setUsername}
          error={error ?? undefined}
        />
        <Button type="submit" variant="primary" disabled={call.pending !== null}>
          Add
        </Button>
      </Inline>
      {ignored.length === 0 ? (
        <EmptyState message={NO_IGNORED_PLAYERS_TEXT} />
      ) : (
        <Stack as="ul" gap={2} aria-label="Ignored players">
          {ignored.map((entry) => (
            <li key={entry.userid} className={styles.entry}>
              <Link to={`/player_profile/${entry.userid}`}>{entry.username}</Link>
              <Button
                size="sm"
                aria-label={`Remove ${entry.username}`}
                disabled={call.pending !== null}
                onClick={() => remove(entry)}
              >
                Remove
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ProfanitySection({ enabled }: { enabled: boolean }) {
  const call = useServerCall();
  const change = (next: boolean) =>
    void call.run(
      'filter',
      () => setProfanityFilter(next),
      () => undefined,
    );
  return (
    <Section title="Profanity filter" titleId="chat-settings-profanity">
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={enabled}
          disabled={call.pending !== null}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        Mask profanity in the lines I receive
      </label>
    </Section>
  );
}

function ChatSizeSection() {
  const size = useStore($chatSize);
  return (
    <Section title="Chat window size" titleId="chat-settings-size">
      <Inline align="start" wrap={false}>
        <Button
          aria-label="Smaller chat window"
          disabled={size <= CHAT_SIZE_MIN}
          onClick={() => changeChatSize(-1)}
        >
          -
        </Button>
        <output aria-label="Chat window size" className={styles.size}>
          {size}
        </output>
        <Button
          aria-label="Larger chat window"
          disabled={size >= CHAT_SIZE_MAX}
          onClick={() => changeChatSize(1)}
        >
          +
        </Button>
      </Inline>
      <Muted>
        From {CHAT_SIZE_MIN} (only the message box) to {CHAT_SIZE_MAX}; kept on this device.
      </Muted>
    </Section>
  );
}

function HistorySizeSection() {
  const historySize = useStore($chatHistorySize);
  const [input, setInput] = useState(String(historySize));
  const [error, setError] = useState<string | null>(null);

  const change = () => {
    const checked = validateChatHistorySize(input.trim());
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    $chatHistorySize.set(checked.value);
    setInput(String(checked.value));
    notify('success', HISTORY_SIZE_CHANGED_TEXT);
  };

  return (
    <Section title="Chat message history size" titleId="chat-settings-history">
      <Inline
        as="form"
        align="start"
        wrap={false}
        onSubmit={(event) => {
          event.preventDefault();
          change();
        }}
      >
        <TextInput
          label="Messages kept per channel"
          inline
          maxLength={CHAT_HISTORY_INPUT_MAX_LENGTH}
          inputClassName={styles.shortInput ?? ''}
          value={input}
          onChange={setInput}
          error={error ?? undefined}
        />
        <Button type="submit" variant="primary">
          Change
        </Button>
      </Inline>
      <Muted>Now {historySize}; kept on this device.</Muted>
    </Section>
  );
}

export function ChatSettingsPage() {
  const settings = useChatSettings();
  return <ChatSettingsView state={settings.state} onRetry={settings.reload} />;
}
