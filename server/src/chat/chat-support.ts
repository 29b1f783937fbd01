/** For the chat tests: players with a live socket, their frames and what they were sent. */
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { ChatLine } from '@idle/contracts';
import { maskProfanity } from './profanity';
import type { ChatServer } from './socket';
import type { TestGame } from '../test-support';

export interface Received {
  type: string;
  data: unknown;
  channel?: string;
}

export interface ChatClient {
  userId: number;
  socket: WebSocket;
  received: Received[];
  closed: Promise<number>;
  /** Sends a chat frame as the dock does. */
  say(text: string, channel?: string): void;
  /** Waits for the first message (after those already seen by an earlier wait) that matches. */
  next(match: (message: Received) => boolean): Promise<Received>;
  /** The chat lines received so far (public, clan, private and notifications). */
  lines(): ChatLine[];
  /** The chat errors received so far. */
  errors(): string[];
}

const LINE_TYPES = new Set(['msg', 'me', 'pm-from', 'pm-to', 'notification']);

export async function chatAccess(
  t: TestGame,
  cookie: string,
): Promise<{ userid: number; token: string }> {
  const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
    chat: { userid: number; token: string };
  }>();
  return data.chat;
}

/** Opens a socket on `chat` as the player of `access`, resolved once its history arrived. */
export function connectChat(
  chat: ChatServer,
  access: { userid: number; token: string },
): Promise<ChatClient> {
  const socket = new WebSocket(
    `ws://localhost:${chat.port()}/?userid=${access.userid}&token=${encodeURIComponent(access.token)}`,
  );
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as Received);
    for (const wake of waiters) wake();
  });
  let seen = 0;
  const client: ChatClient = {
    userId: access.userid,
    socket,
    received,
    closed,
    say: (text, channel = 'general') =>
      socket.send(JSON.stringify({ type: 'chat', channel, text })),
    next: (match) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const index = received.findIndex((message, at) => at >= seen && match(message));
          if (index < 0) return false;
          seen = index + 1;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received[index] as Received);
          return true;
        };
        const check = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message; received ${JSON.stringify(received)}`));
        }, 3000);
        if (!look()) waiters.add(check);
      }),
    lines: () =>
      received.filter((message) => LINE_TYPES.has(message.type)).map((m) => m.data as ChatLine),
    errors: () =>
      received
        .filter((message) => message.type === 'chatError')
        .map((message) => (message.data as { error: string }).error),
  };
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    void client
      .next((message) => message.type === 'loadMessages')
      .then(() => resolve(client), reject);
  });
}

/** A line with this text, as the client got it. */
export const lineWith = (text: string) => (message: Received) =>
  LINE_TYPES.has(message.type) && (message.data as ChatLine).text === text;

export const chatErrorMessage = (message: Received) => message.type === 'chatError';

/** Waits for the client's next chat error and answers its text. */
export async function nextError(client: ChatClient): Promise<string> {
  const message = await client.next(chatErrorMessage);
  return (message.data as { error: string }).error;
}

/** Lines stored, oldest first. */
export async function storedLines(t: TestGame, channel?: string) {
  return t.game.db
    .selectFrom('chat_messages')
    .selectAll()
    .$if(channel !== undefined, (query) => query.where('channel', '=', channel ?? ''))
    .orderBy('id')
    .execute();
}

/** Everything sent to `client` before this call has arrived (a line of `marker` in general). */
export async function drain(marker: ChatClient, ...clients: ChatClient[]): Promise<void> {
  const text = `drain ${Math.random()}`;
  marker.say(text);
  // The profanity filter reads digits as letters ("455"), so a random marker may arrive masked
  // to a player who keeps the filter on.
  const masked = lineWith(maskProfanity(text));
  const raw = lineWith(text);
  for (const client of [marker, ...clients])
    await client.next((message) => raw(message) || masked(message));
}

export function expectNoLine(client: ChatClient, text: string): void {
  expect(client.lines().map((line) => line.text)).not.toContain(text);
}
