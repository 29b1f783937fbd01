import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ChatServer, startChatServer } from '../chat/socket';
import { createTestGame, type TestGame } from '../test-support';

let t: TestGame;
let chat: ChatServer;
beforeEach(async () => {
  t = await createTestGame();
  chat = await startChatServer(t.game.db, 0);
});
afterEach(async () => {
  await chat.close();
  await t.close();
});

interface Opened {
  socket: WebSocket;
  messages: { type: string; data: unknown }[];
  closed: Promise<number>;
}

function open(query: string): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://localhost:${chat.port()}/?${query}`);
    const messages: Opened['messages'] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data: Buffer) =>
      messages.push(JSON.parse(data.toString()) as Opened['messages'][number]),
    );
    socket.on('open', () => resolve({ socket, messages, closed }));
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function chatAccess(username: string) {
  const cookie = await t.register(username);
  const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
    chat: { userid: number; token: string };
  }>();
  return data.chat;
}

describe('live socket', () => {
  it('accepts the user id with its chat token and pushes history and players online', async () => {
    const access = await chatAccess('Hero_1');
    const client = await open(`userid=${access.userid}&token=${encodeURIComponent(access.token)}`);
    await until(() => client.messages.length >= 2);
    expect(client.messages).toEqual([
      { type: 'loadMessages', data: [] },
      { type: 'playersOnline', data: 1 },
    ]);
    expect(chat.hub.onlineUserIds()).toEqual([access.userid]);
    client.socket.close();
  });

  it("refuses a wrong token or another player's id", async () => {
    const hero = await chatAccess('Hero_1');
    const other = await chatAccess('Other_2');
    const wrong = await open(`userid=${hero.userid}&token=${encodeURIComponent(other.token)}`);
    expect(await wrong.closed).toBe(4003);
    const missing = await open(`userid=${hero.userid}`);
    expect(await missing.closed).toBe(4003);
    expect(chat.hub.onlineUserIds()).toEqual([]);
  });

  it('tells a user to log out and closes its sockets on a forced logout', async () => {
    const access = await chatAccess('Hero_1');
    const client = await open(`userid=${access.userid}&token=${encodeURIComponent(access.token)}`);
    await until(() => client.messages.length >= 2);
    chat.hub.forceLogout(access.userid);
    expect(await client.closed).toBe(4001);
    expect(client.messages.at(-1)).toEqual({ type: 'logout', data: null });
  });
});
