/**
 * /chat_settings (spec 002 §2, §3, §5, §8): the ignore list and the profanity filter, kept by the
 * server, and the chat window and history sizes, kept on this device (the dock follows them live).
 */
import { api, type LoadState, useServerCall, useServerData } from '@idle/api-client';
import {
  type ChatSettingsAnswer,
  ENDPOINTS,
  type IgnoredEntry,
  USERNAME_MAX_LENGTH,
} from '@idle/contracts';
import {
  CHAT_HISTORY_INPUT_MAX_LENGTH,
  CHAT_SIZE_MAX,
  CHAT_SIZE_MIN,
  validateChatHistorySize,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, EmptyState, LoadError, LoadingState, TextInput } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'react-router';
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
    <section aria-labelledby="chat-settings-title" className={styles.page}>
      <h2 id="chat-settings-title">Chat Settings</h2>
      {serverSettings}
      <ChatSizeSection />
      <HistorySizeSection />
    </section>
  );
}

/** What the server keeps; changes made on this visit are laid over the loaded answer. */
function ServerSettings({ answer }: { answer: ChatSettingsAnswer }) {
  const [changed, setChanged] = useState<{
    source: ChatSettingsAnswer;
    current: ChatSettingsAnswer;
  }>({ source: answer, current: answer });
  const current = changed.source === answer ? changed.current : answer;
  const update = (next: Partial<ChatSettingsAnswer>) =>
    setChanged({ source: answer, current: { ...current, ...next } });
  return (
    <>
      <IgnoreSection ignored={current.ignored} onIgnored={(ignored) => update({ ignored })} />
      <ProfanitySection
        enabled={current.profanityFilter}
        onEnabled={(profanityFilter) => update({ profanityFilter })}
      />
    </>
  );
}

function IgnoreSection({
  ignored,
  onIgnored,
}: {
  ignored: readonly IgnoredEntry[];
  onIgnored: (ignored: IgnoredEntry[]) => void;
}) {
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
      () => api.call(ENDPOINTS.chat.addIgnore, { username: name }),
      (entry) => {
        onIgnored([...ignored.filter((known) => known.userid !== entry.userid), entry]);
        setUsername('');
        notify('success', ignoredText(entry.username));
      },
    );
  };

  const remove = (entry: IgnoredEntry) =>
    void call.run(
      `remove-${entry.userid}`,
      () => api.call(ENDPOINTS.chat.removeIgnore, { id: entry.userid }),
      () => {
        onIgnored(ignored.filter((known) => known.userid !== entry.userid));
        notify('success', unignoredText(entry.username));
      },
    );

  return (
    <section aria-labelledby="chat-settings-ignore" className={styles.section}>
      <h3 id="chat-settings-ignore">Ignore list</h3>
      <p className={styles.muted}>
        Ignored players cannot send you private messages and their lines do not reach you.
      </p>
      <form
        className={styles.row}
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
      </form>
      {ignored.length === 0 ? (
        <EmptyState message={NO_IGNORED_PLAYERS_TEXT} />
      ) : (
        <ul aria-label="Ignored players" className={styles.list}>
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
        </ul>
      )}
    </section>
  );
}

function ProfanitySection({
  enabled,
  onEnabled,
}: {
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
}) {
  const call = useServerCall();
  const change = (next: boolean) =>
    void call.run(
      'filter',
      () => api.call(ENDPOINTS.chat.setProfanityFilter, { enabled: next ? '1' : '0' }),
      (answer) => onEnabled(answer.profanityFilter),
    );
  return (
    <section aria-labelledby="chat-settings-profanity" className={styles.section}>
      <h3 id="chat-settings-profanity">Profanity filter</h3>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={enabled}
          disabled={call.pending !== null}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        Mask profanity in the lines I receive
      </label>
    </section>
  );
}

function ChatSizeSection() {
  const size = useStore($chatSize);
  return (
    <section aria-labelledby="chat-settings-size" className={styles.section}>
      <h3 id="chat-settings-size">Chat window size</h3>
      <div className={styles.row}>
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
      </div>
      <p className={styles.muted}>
        From {CHAT_SIZE_MIN} (only the message box) to {CHAT_SIZE_MAX}; kept on this device.
      </p>
    </section>
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
    <section aria-labelledby="chat-settings-history" className={styles.section}>
      <h3 id="chat-settings-history">Chat message history size</h3>
      <form
        className={styles.row}
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
      </form>
      <p className={styles.muted}>Now {historySize}; kept on this device.</p>
    </section>
  );
}

export function ChatSettingsPage() {
  const settings = useServerData(() => api.call(ENDPOINTS.chat.getChatSettings));
  return <ChatSettingsView state={settings.state} onRetry={settings.reload} />;
}
