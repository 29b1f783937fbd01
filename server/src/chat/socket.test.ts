import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type ChatServer, ONLINE_RECOUNT_MS, startChatServer } from './socket';
import { playersOnline } from '../game/accounts/online';
import { createTestGame, type TestGame } from '../test-support';

let t: TestGame;
let chat: ChatServer;
beforeEach(async () => {
  t = await createTestGame();
  chat = await startChatServer(t.game.db, t.game.clock, 0);
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

describe('players online over the live socket', () => {
  const MINUTE = 60_000;

  async function connect(access: { userid: number; token: string }): Promise<Opened> {
    const client = await open(`userid=${access.userid}&token=${encodeURIComponent(access.token)}`);
    await until(() => client.messages.some((message) => message.type === 'playersOnline'));
    return client;
  }

  /** The players-online counts a client was pushed, in order. */
  function counts(client: Opened): unknown[] {
    return client.messages
      .filter((message) => message.type === 'playersOnline')
      .map((message) => message.data);
  }

  /** Waits until everything pushed to the client before now has arrived. */
  async function drain(client: Opened, userId: number): Promise<void> {
    const before = client.messages.length;
    chat.hub.toUser(userId, { type: 'marker', data: before });
    await until(() => client.messages.some((m) => m.type === 'marker' && m.data === before));
  }

  async function listNames(cookie: string): Promise<string[]> {
    const list = (await t.get('misc.php', { mod: 'playersOnline' }, cookie)).json<
      { username: string }[]
    >();
    return list.map((player) => player.username);
  }

  beforeEach(() => {
    // The HTTP list sees the same open sockets as the count.
    t.game.live = chat.hub;
  });

  it('counts players active by ping or tick without a socket: pushed and initial count equal the list', async () => {
    const hero = await chatAccess('Hero_1');
    const pingCookie = await t.register('Pinger_2');
    const tickCookie = await t.register('Ticker_3');
    await t.register('Quiet_4');
    t.game.clock.advance(4 * MINUTE);
    expect((await t.get('misc.php', { mod: 'ping' }, pingCookie)).json()).toBe(true);
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, tickCookie);
    expect((await t.post('actions/battle.php', {}, tickCookie)).json()).toMatchObject({
      autos: 149,
    });
    // Hero_1 and Quiet_4 last acted six minutes ago; only Hero_1 has a socket.
    t.game.clock.advance(2 * MINUTE);

    const client = await connect(hero);
    expect(chat.hub.onlineUserIds()).toEqual([hero.userid]);
    expect(await listNames(pingCookie)).toEqual(['Hero_1', 'Pinger_2', 'Ticker_3']);
    expect(counts(client)).toEqual([3]);
    const initial = (await t.get('_load_initial_data.php', {}, pingCookie)).json<{
      clientData: { playersOnline: number };
    }>();
    expect(initial.clientData.playersOnline).toBe(3);
    client.socket.close();
  });

  it('recounts as quiet players leave the window, pushing only a changed count', async () => {
    const hero = await chatAccess('Hero_1');
    const cookie = await t.register('Pinger_2');
    const client = await connect(hero);
    expect(counts(client)).toEqual([2]);

    // Pinger_2's ping keeps them in past the window of their registration.
    t.game.clock.advance(6 * MINUTE);
    await t.get('misc.php', { mod: 'ping' }, cookie);
    await chat.recountPlayersOnline();
    await drain(client, hero.userid);
    expect(counts(client)).toEqual([2]);

    t.game.clock.advance(5 * MINUTE + 1);
    await chat.recountPlayersOnline();
    await drain(client, hero.userid);
    expect(counts(client)).toEqual([2, 1]);
    expect(await listNames(cookie)).toEqual(['Hero_1']);
    client.socket.close();
  });

  it('sends a new socket the unchanged count without pushing it again to the others', async () => {
    const hero = await chatAccess('Hero_1');
    const first = await connect(hero);
    const second = await connect(hero);
    await drain(first, hero.userid);
    expect(counts(first)).toEqual([1]);
    expect(counts(second)).toEqual([1]);
    first.socket.close();
    second.socket.close();
  });

  it('pushes the lower count when a player who was online only by socket disconnects', async () => {
    const hero = await chatAccess('Hero_1');
    const other = await chatAccess('Other_2');
    t.game.clock.advance(10 * MINUTE);
    const heroClient = await connect(hero);
    const otherClient = await connect(other);
    await until(() => counts(heroClient).length >= 2);
    expect(counts(heroClient)).toEqual([1, 2]);
    otherClient.socket.close();
    await until(() => counts(heroClient).length >= 3);
    expect(counts(heroClient)).toEqual([1, 2, 1]);
    expect(await playersOnline(t.game)).toHaveLength(1);
    heroClient.socket.close();
  });

  it('leaves every socket of a burst of connects with the list length', async () => {
    const names = ['Ann_1', 'Ben_2', 'Cid_3', 'Dee_4', 'Eve_5', 'Fay_6'];
    const accesses: Awaited<ReturnType<typeof chatAccess>>[] = [];
    for (const name of names) accesses.push(await chatAccess(name));
    t.game.clock.advance(10 * MINUTE);
    const clients = await Promise.all(accesses.map((access) => connect(access)));
    await Promise.all(clients.map((client, i) => drain(client, accesses[i]?.userid ?? 0)));
    expect(await playersOnline(t.game)).toHaveLength(names.length);
    expect(clients.map((client) => counts(client).at(-1))).toEqual(names.map(() => names.length));
    for (const client of clients) client.socket.close();
  });

  it("counts the sockets of every instance it is told of (a cluster's), not only its own", async () => {
    const hero = await chatAccess('Hero_1');
    const elsewhere = await chatAccess('Far_2');
    t.game.clock.advance(10 * MINUTE);
    const client = await connect(hero);
    expect(counts(client)).toEqual([1]);
    // Far_2's socket is open on another instance, quiet for ten minutes.
    chat.countSocketsOf({ onlineUserIds: () => [hero.userid, elsewhere.userid] });
    await chat.recountPlayersOnline();
    await drain(client, hero.userid);
    expect(counts(client)).toEqual([1, 2]);
    client.socket.close();
  });

  it('recounts on its own timer while sockets are open', async () => {
    await chat.close();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      chat = await startChatServer(t.game.db, t.game.clock, 0);
      t.game.live = chat.hub;
      const hero = await chatAccess('Hero_1');
      await t.register('Other_2');
      const client = await connect(hero);
      expect(counts(client)).toEqual([2]);
      t.game.clock.advance(6 * MINUTE);
      vi.advanceTimersByTime(ONLINE_RECOUNT_MS);
      await until(() => counts(client).length >= 2);
      expect(counts(client)).toEqual([2, 1]);
      client.socket.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
