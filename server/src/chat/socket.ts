/**
 * The live socket on the chat port (spec 002 §7): the browser connects with its user id and chat
 * token as query parameters. The server pushes players online, forced logouts and, as the
 * domains arrive, chat, boss, event and bonus messages as JSON `{type, data, channel}`.
 *
 * Players online is the length of the list the player can open (game/online.ts), recounted when
 * a socket opens or closes and every ONLINE_RECOUNT_MS (quiet players leave the list as time
 * passes), and pushed to everyone only when it changed.
 */
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/database';
import type { Clock } from '../game/clock';
import type { LiveHub } from '../game/context';
import { countPlayersOnline } from '../game/online';

export interface LiveMessage {
  type: string;
  data: unknown;
  channel?: string;
}

export const LOGOUT_MESSAGE_TYPE = 'logout';
export const PLAYERS_ONLINE_MESSAGE_TYPE = 'playersOnline';

/** How often players online is recounted while sockets are open. */
export const ONLINE_RECOUNT_MS = 15_000;
/**
 * The least time between two counts: the count scans the players, so a burst of reconnects
 * (a server restart) shares one count per spacing instead of counting back to back.
 */
export const ONLINE_RECOUNT_SPACING_MS = 250;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface ChatServer {
  hub: LiveHub;
  /** Recounts players online and pushes the count if it changed; the timer calls it, tests too. */
  recountPlayersOnline(): Promise<void>;
  /** Counts the sockets `source` knows of (every instance's, in a cluster), not only these. */
  countSocketsOf(source: Pick<LiveHub, 'onlineUserIds'>): void;
  port(): number;
  close(): Promise<void>;
}

export async function startChatServer(db: Db, clock: Clock, port: number): Promise<ChatServer> {
  const sockets = new Map<number, Set<WebSocket>>();
  const server = new WebSocketServer({ port, maxPayload: 16 * 1024 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  const send = (socket: WebSocket, message: LiveMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const hub: LiveHub = {
    toUser: (userId, message) => {
      for (const socket of sockets.get(userId) ?? []) send(socket, message);
    },
    broadcast: (message) => {
      for (const set of sockets.values()) for (const socket of set) send(socket, message);
    },
    forceLogout: (userId) => {
      for (const socket of sockets.get(userId) ?? []) {
        send(socket, { type: LOGOUT_MESSAGE_TYPE, data: null });
        socket.close(4001, 'logout');
      }
    },
    onlineUserIds: () => [...sockets.keys()],
  };

  let closing = false;
  let socketsSource: Pick<LiveHub, 'onlineUserIds'> = hub;
  let pushedCount: number | null = null;
  let recounting: Promise<void> | null = null;
  /** Recounts asked for so far: a run repeats while some came in during its count. */
  let recountRequests = 0;
  /** Sockets opened since the last count: they are sent the count even when it did not change. */
  let newSockets = new Set<WebSocket>();
  let lastCountAt = -Infinity;
  // Connects in a burst share one count in flight plus one after it, never one count each.
  const runRecounts = async () => {
    try {
      let answered: number;
      do {
        const wait = lastCountAt + ONLINE_RECOUNT_SPACING_MS - performance.now();
        if (wait > 0) await sleep(wait, undefined, { ref: false });
        if (closing) return;
        lastCountAt = performance.now();
        answered = recountRequests;
        const waiting = newSockets;
        newSockets = new Set();
        const count = await countPlayersOnline({ db, clock, live: socketsSource });
        const message = { type: PLAYERS_ONLINE_MESSAGE_TYPE, data: count };
        if (count !== pushedCount) {
          pushedCount = count;
          hub.broadcast(message);
        } else {
          for (const socket of waiting) send(socket, message);
        }
      } while (answered !== recountRequests);
    } catch (error) {
      // Who was sent what is unknown now: the next count goes to everyone.
      pushedCount = null;
      throw error;
    } finally {
      // Cleared in the same step the loop ends, so a later request starts a new run.
      recounting = null;
    }
  };
  const recount = (): Promise<void> => {
    recountRequests += 1;
    recounting ??= runRecounts();
    return recounting;
  };
  const recountLogged = (reason: string, socket?: WebSocket) => {
    if (closing) return;
    if (socket) newSockets.add(socket);
    recount().catch((error: unknown) => {
      console.error(`players online recount (${reason}) failed`, error);
    });
  };
  const recountTimer = setInterval(() => {
    if (sockets.size > 0) recountLogged('timer');
  }, ONLINE_RECOUNT_MS);
  recountTimer.unref();

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const userId = Number(url.searchParams.get('userid'));
    const token = url.searchParams.get('token') ?? '';
    void (async () => {
      const user =
        Number.isSafeInteger(userId) && userId > 0 && token.length > 0 && token.length < 100
          ? await db
              .selectFrom('users')
              .select(['chat_token', 'banned'])
              .where('id', '=', userId)
              .executeTakeFirst()
          : undefined;
      if (!user || user.banned !== 0 || !sameToken(user.chat_token, token)) {
        socket.close(4003, 'unauthorized');
        return;
      }
      let set = sockets.get(userId);
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(socket);
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
        recountLogged('disconnect');
      });
      // Incoming chat lines belong to the chat domain; until it exists they are ignored.
      socket.on('message', () => undefined);
      send(socket, { type: 'loadMessages', data: [] });
      recountLogged('connect', socket);
    })().catch(() => socket.close(1011, 'error'));
  });

  return {
    hub,
    recountPlayersOnline: recount,
    countSocketsOf: (source) => {
      socketsSource = source;
    },
    port: () => {
      const address = server.address();
      return typeof address === 'object' && address !== null ? address.port : port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        clearInterval(recountTimer);
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
