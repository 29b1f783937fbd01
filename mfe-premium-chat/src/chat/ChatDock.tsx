/**
 * The chat dock the shell shows on every screen (spec 002 §2, §4; GAME-FACTS "The live socket"):
 * a tab per channel with its newest lines, and the message box. The shell owns the socket: the
 * dock reads the lines from @idle/state and asks the shell to write with the bus's `chatSend`.
 */
import { failureText } from '@idle/api-client';
import type { ChatAuthor, ChatLine } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  accountStatusLabel,
  CHAT_MESSAGE_MAX_LENGTH,
  formatNumber,
  parseChatInput,
} from '@idle/game-rules';
import { $chatConnected, $chatError, $chatLines, $clan, type ChatError } from '@idle/state';
import { Button, Markup, Tabs, TextInput } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { findUserid } from '../api';
import { $chatHistorySize, $chatSize, CHAT_SIZE_STEP_PX } from './device-settings';
import {
  authorTitle,
  CHAT_TAB_LABELS,
  type ChatTabId,
  chatTabs,
  chatTime,
  linesOfTab,
  sendChannelOf,
} from './lines';
import styles from './ChatDock.module.css';

export const CONNECTING_TEXT = 'Connecting...';
export const NO_LINES_TEXT = 'No messages yet.';
export const LINK_TOO_LONG_TEXT = `The link does not fit: a message is at most ${formatNumber(CHAT_MESSAGE_MAX_LENGTH)} characters.`;
/** The character counter shows from this length on. */
export const CHAT_COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 100;
/** Closer to the bottom than this (in pixels), the log keeps following the newest line. */
const STUCK_TO_BOTTOM_PX = 8;

/**
 * The last message sent from this page, for the up key (a message lost to a disconnect is typed
 * again with one key). Outside the component so a remounted dock still has it.
 */
export const $lastChatMessage = atom<string | null>(null);

function openProfile(userid: number): void {
  bus.emit('navigate', { to: `/player_profile/${userid}` });
}

function PlayerName({
  userid,
  username,
  className,
}: {
  userid: number;
  username: string;
  className?: string | undefined;
}) {
  return (
    <button
      type="button"
      className={`${styles.name} ${className ?? ''}`}
      onClick={() => openProfile(userid)}
    >
      {username}
    </button>
  );
}

/** Mod and Admin names and titles in their own colours. */
function staffClass(author: ChatAuthor): string | undefined {
  const staff = accountStatusLabel(author.accountStatus);
  if (staff === 'Admin') return styles.admin;
  if (staff === 'Mod') return styles.mod;
  return undefined;
}

/** What follows the time: "Peasant Nickname: text", "* Nickname waves", "From Nickname: text"... */
function LineContent({ line }: { line: ChatLine }) {
  const text = <Markup text={line.text} />;
  const { from, to } = line;
  if (line.type === 'pm-to' && to !== null) {
    return (
      <>
        To <PlayerName userid={to.userid} username={to.username} />: {text}
      </>
    );
  }
  if (from === null || line.type === 'notification') return text;
  const name = (
    <PlayerName userid={from.userid} username={from.username} className={staffClass(from)} />
  );
  if (line.type === 'pm-from') {
    return (
      <>
        From {name}: {text}
      </>
    );
  }
  if (line.type === 'me') {
    return (
      <span className={styles.action}>
        * {name} {text}
      </span>
    );
  }
  const title = authorTitle(from);
  return (
    <>
      {title !== null && <span className={staffClass(from) ?? styles.rank}>{title} </span>}
      {name}: {text}
    </>
  );
}

function ChatLog({ lines, label }: { lines: readonly ChatLine[]; label: string }) {
  const size = useStore($chatSize);
  const log = useRef<HTMLDivElement>(null);
  // Whether the player is reading the newest lines; scrolling up stops the following.
  const stuckToBottom = useRef(true);

  useLayoutEffect(() => {
    const element = log.current;
    if (element !== null && stuckToBottom.current) element.scrollTop = element.scrollHeight;
  }, [lines, size]);

  return (
    <div
      ref={log}
      role="log"
      aria-label={`${label} messages`}
      // Scrollable with the keyboard.
      tabIndex={0}
      className={styles.log}
      style={{ height: size * CHAT_SIZE_STEP_PX }}
      onScroll={(event) => {
        const element = event.currentTarget;
        stuckToBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight <= STUCK_TO_BOTTOM_PX;
      }}
    >
      {lines.length === 0 ? (
        <p className={styles.empty}>{NO_LINES_TEXT}</p>
      ) : (
        <ol className={styles.lines}>
          {lines.map((line) => (
            <li
              key={line.id}
              className={line.type === 'notification' ? styles.notification : undefined}
            >
              <time className={styles.time} dateTime={new Date(line.time).toISOString()}>
                [{chatTime(line.time)}]
              </time>{' '}
              <LineContent line={line} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function ChatDock() {
  const lines = useStore($chatLines);
  const connected = useStore($chatConnected);
  const serverError = useStore($chatError);
  const clan = useStore($clan);
  const size = useStore($chatSize);
  const historySize = useStore($chatHistorySize);

  const [chosenTab, setChosenTab] = useState<ChatTabId>('general');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  // The server error the player has moved on from (by sending again) is no longer shown.
  const [seenServerError, setSeenServerError] = useState<ChatError | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Where the caret goes once a pasted link is in the box.
  const caretAfterPaste = useRef<number | null>(null);

  const clanId = clan?.clanid ?? null;
  const tabs = chatTabs(clanId !== null);
  // Leaving the clan while on its tab falls back to General.
  const tab = tabs.includes(chosenTab) ? chosenTab : 'general';
  const channel = sendChannelOf(tab);

  useEffect(() => {
    const paste = ({ tag }: { tag: string }) => {
      const box = input.current;
      if (box === null) return;
      const start = box.selectionStart ?? box.value.length;
      const end = box.selectionEnd ?? start;
      const next = box.value.slice(0, start) + tag + box.value.slice(end);
      if (next.length > CHAT_MESSAGE_MAX_LENGTH) {
        setInputError(LINK_TOO_LONG_TEXT);
        return;
      }
      caretAfterPaste.current = start + tag.length;
      setText(next);
      setInputError(null);
    };
    bus.on('chatLink', paste);
    return () => bus.off('chatLink', paste);
  }, []);

  useLayoutEffect(() => {
    const box = input.current;
    const caret = caretAfterPaste.current;
    if (box === null || caret === null) return;
    caretAfterPaste.current = null;
    box.focus();
    box.setSelectionRange(caret, caret);
  }, [text]);

  const send = () => {
    const typed = text.trim();
    if (typed === '' || lookingUp) return;
    const parsed = parseChatInput(typed);
    if (parsed.kind === 'invalid') {
      setInputError(parsed.error);
      return;
    }
    if (parsed.kind === 'view') {
      setLookingUp(true);
      findUserid(parsed.username)
        .then(
          (userid) => {
            setText('');
            openProfile(userid);
          },
          (error: unknown) => setInputError(failureText(error)),
        )
        .finally(() => setLookingUp(false));
      return;
    }
    // Nothing is lost while the socket is away: the text stays in the box ("Connecting..." shows).
    if (!connected) return;
    bus.emit('chatSend', { type: 'chat', channel, text: typed });
    $lastChatMessage.set(typed);
    setSeenServerError(serverError);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (event.key === 'ArrowUp' && text === '') {
      const last = $lastChatMessage.get();
      if (last === null) return;
      event.preventDefault();
      setText(last);
    }
  };

  const problem =
    inputError ??
    (serverError !== null && serverError !== seenServerError ? serverError.error : null);
  const log = (
    <ChatLog
      // A tab's log starts at its newest line.
      key={tab}
      lines={linesOfTab(lines, tab, clanId, historySize)}
      label={CHAT_TAB_LABELS[tab]}
    />
  );

  return (
    // No landmark of its own: the shell's slot around it is the "Chat" region.
    <div className={styles.dock}>
      {size > 0 && (
        <Tabs
          label="Chat channels"
          // The log is the panel's first tab stop.
          panelTabStop={false}
          selectedId={tab}
          onSelect={(id) => setChosenTab(id as ChatTabId)}
          tabs={tabs.map((id) => ({ id, label: CHAT_TAB_LABELS[id], content: log }))}
        />
      )}
      {!connected && (
        <p role="status" className={styles.status}>
          {CONNECTING_TEXT}
        </p>
      )}
      {problem !== null && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.compose}>
        <TextInput
          ref={input}
          label="Chat message"
          hideLabel
          className={styles.field}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={`Message ${CHAT_TAB_LABELS[channel]}`}
          autoComplete="off"
          value={text}
          onChange={(value) => {
            setText(value);
            setInputError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {text.length >= CHAT_COUNTER_FROM && (
          <span role="note" className={styles.counter} aria-label="Characters used">
            {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
          </span>
        )}
        <Button
          size="sm"
          variant="link"
          onClick={() => bus.emit('navigate', { to: '/chat_settings' })}
        >
          Chat settings
        </Button>
      </div>
    </div>
  );
}
