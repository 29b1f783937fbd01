import type { ChatLine } from '@idle/contracts';
import { CHAT_HISTORY_MAX } from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $chatConnected,
  $chatError,
  $chatLines,
  applyChatSocketMessage,
  readChatLine,
  resetChat,
  setChatConnected,
  setChatError,
} from './index';

function chatLine(id: number, overrides: Partial<ChatLine> = {}): ChatLine {
  return {
    id,
    type: 'msg',
    channel: 'general',
    time: 1_700_000_000_000 + id,
    from: { userid: 7, username: 'Hero_1', nobilityRank: 3, accountStatus: 0 },
    to: null,
    text: `line ${id} [item:iron_bar]`,
    ...overrides,
  };
}

function history(count: number): ChatLine[] {
  return Array.from({ length: count }, (_, index) => chatLine(index + 1));
}

afterEach(() => {
  resetChat();
});

describe('loadMessages', () => {
  it('replaces the lines with the history and marks the chat connected', () => {
    applyChatSocketMessage({ type: 'msg', data: chatLine(99) });
    expect(applyChatSocketMessage({ type: 'loadMessages', data: history(3) })).toBe(true);
    expect($chatLines.get().map((line) => line.id)).toEqual([1, 2, 3]);
    expect($chatConnected.get()).toBe(true);
  });

  it(`keeps only the newest ${CHAT_HISTORY_MAX} lines, oldest first`, () => {
    applyChatSocketMessage({ type: 'loadMessages', data: history(CHAT_HISTORY_MAX + 5) });
    const ids = $chatLines.get().map((line) => line.id);
    expect(ids).toHaveLength(CHAT_HISTORY_MAX);
    expect(ids[0]).toBe(6);
    expect(ids.at(-1)).toBe(CHAT_HISTORY_MAX + 5);
  });

  it.each<[string, unknown]>([
    ['not a list', { lines: history(2) }],
    ['a list with a line of an unknown type', [chatLine(1), { ...chatLine(2), type: 'shout' }]],
    ['a list with a line of an unknown channel', [{ ...chatLine(1), channel: 'secret' }]],
    ['a list with a line without text', [{ ...chatLine(1), text: 5 }]],
    ['a list with a line whose author has no name', [{ ...chatLine(1), from: { userid: 1 } }]],
  ])('ignores %s and changes nothing', (_, data) => {
    applyChatSocketMessage({ type: 'loadMessages', data: history(2) });
    setChatConnected(false);
    const before = $chatLines.get();
    expect(applyChatSocketMessage({ type: 'loadMessages', data })).toBe(false);
    expect($chatLines.get()).toBe(before);
    expect($chatConnected.get()).toBe(false);
  });
});

describe('chat lines', () => {
  it.each(['msg', 'me', 'pm-from', 'pm-to', 'global', 'eventGlobal', 'clanGlobal'] as const)(
    'appends a %s line',
    (type) => {
      applyChatSocketMessage({ type: 'loadMessages', data: history(1) });
      const line = chatLine(2, {
        type,
        channel: type.startsWith('pm') ? 'pm' : 'clan-12',
        to: type.startsWith('pm') ? { userid: 8, username: 'Other' } : null,
      });
      expect(applyChatSocketMessage({ type, data: line })).toBe(true);
      expect($chatLines.get()).toEqual([chatLine(1), line]);
    },
  );

  it('keeps only the fields of a line', () => {
    applyChatSocketMessage({
      type: 'msg',
      data: { ...chatLine(1), html: '<b>x</b>', from: { ...chatLine(1).from, password: 'x' } },
    });
    expect($chatLines.get()).toEqual([chatLine(1)]);
  });

  it(`drops the oldest line past ${CHAT_HISTORY_MAX}`, () => {
    applyChatSocketMessage({ type: 'loadMessages', data: history(CHAT_HISTORY_MAX) });
    applyChatSocketMessage({ type: 'msg', data: chatLine(CHAT_HISTORY_MAX + 1) });
    const ids = $chatLines.get().map((line) => line.id);
    expect(ids).toHaveLength(CHAT_HISTORY_MAX);
    expect(ids[0]).toBe(2);
    expect(ids.at(-1)).toBe(CHAT_HISTORY_MAX + 1);
  });

  it.each<[string, unknown]>([
    ['no data', undefined],
    ['a text', 'hello'],
    ['a line with a fractional id', { ...chatLine(1), id: 1.5 }],
    ['a line with a bad time', { ...chatLine(1), time: 'now' }],
    ['a line with a bad recipient', { ...chatLine(1), to: { userid: 'x', username: 'y' } }],
  ])('ignores a line message with %s and changes nothing', (_, data) => {
    applyChatSocketMessage({ type: 'loadMessages', data: history(1) });
    const before = $chatLines.get();
    expect(applyChatSocketMessage({ type: 'msg', data })).toBe(false);
    expect($chatLines.get()).toBe(before);
  });

  it('leaves other socket messages to the rest of the game', () => {
    expect(applyChatSocketMessage({ type: 'playersOnline', data: 12 })).toBe(false);
    expect(applyChatSocketMessage({ type: 'boss', data: [] })).toBe(false);
    expect($chatLines.get()).toEqual([]);
    expect($chatError.get()).toBeNull();
  });
});

describe('notifications', () => {
  it('appends each as a notification line with its own negative id, timed now', () => {
    applyChatSocketMessage({ type: 'msg', data: chatLine(1) });
    const first = applyChatSocketMessage(
      { type: 'notification', data: '[item:gold] was found', channel: 'notifications' },
      5000,
    );
    applyChatSocketMessage({ type: 'notification', data: 'A boss appeared' }, 6000);
    expect(first).toBe(true);
    const [written, found, boss] = $chatLines.get();
    expect(written).toEqual(chatLine(1));
    expect(found).toEqual({
      id: -1,
      type: 'notification',
      channel: 'notifications',
      from: null,
      to: null,
      time: 5000,
      text: '[item:gold] was found',
    });
    expect(boss).toMatchObject({ id: -2, time: 6000, text: 'A boss appeared' });
  });

  it("keeps a notification's clan channel, and puts one without a known channel on notifications", () => {
    applyChatSocketMessage({ type: 'notification', data: 'Clan news', channel: 'clan-4' });
    applyChatSocketMessage({ type: 'notification', data: 'Odd', channel: 'elsewhere' });
    expect($chatLines.get().map((line) => line.channel)).toEqual(['clan-4', 'notifications']);
  });

  it('ignores a notification that is not a text', () => {
    expect(applyChatSocketMessage({ type: 'notification', data: { text: 'x' } })).toBe(false);
    expect($chatLines.get()).toEqual([]);
  });
});

describe('errors and connection', () => {
  it('records a chat error with its time', () => {
    expect(
      applyChatSocketMessage({ type: 'chatError', data: { error: 'You are muted.' } }, 42),
    ).toBe(true);
    expect($chatError.get()).toEqual({ error: 'You are muted.', at: 42 });
  });

  it('ignores a chat error without a text and keeps the last one', () => {
    setChatError('Chat is reconnecting.', 1);
    expect(applyChatSocketMessage({ type: 'chatError', data: 'muted' })).toBe(false);
    expect(applyChatSocketMessage({ type: 'chatError', data: { error: 3 } })).toBe(false);
    expect($chatError.get()).toEqual({ error: 'Chat is reconnecting.', at: 1 });
  });

  it('follows the socket being open or closed', () => {
    setChatConnected(true);
    expect($chatConnected.get()).toBe(true);
    setChatConnected(false);
    expect($chatConnected.get()).toBe(false);
  });

  it('empties everything on reset and numbers notifications afresh', () => {
    applyChatSocketMessage({ type: 'loadMessages', data: history(2) });
    applyChatSocketMessage({ type: 'notification', data: 'one' });
    setChatError('x', 1);
    resetChat();
    expect($chatLines.get()).toEqual([]);
    expect($chatConnected.get()).toBe(false);
    expect($chatError.get()).toBeNull();
    applyChatSocketMessage({ type: 'notification', data: 'two' });
    expect($chatLines.get()[0]?.id).toBe(-1);
  });
});

describe('readChatLine', () => {
  it('reads a line written by the game (no author)', () => {
    const line = chatLine(3, { type: 'eventGlobal', from: null });
    expect(readChatLine(line)).toEqual(line);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a list', [chatLine(1)]],
    ['a clan channel without a number', { ...chatLine(1), channel: 'clan-' }],
    [
      'an author with a text rank',
      { ...chatLine(1), from: { ...chatLine(1).from, nobilityRank: '3' } },
    ],
  ])('refuses %s', (_, value) => {
    expect(readChatLine(value)).toBeNull();
  });
});
