/**
 * The live socket on the chat port (spec 002 §7): the browser connects with its user id and chat
 * token as query parameters. The server pushes players online, forced logouts and, as the
 * domains arrive, chat, boss, event and bonus messages as JSON `{type, data, channel}`.
 */
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/database';
import type { LiveHub } from '../game/context';

export interface LiveMessage {
  type: string;
  data: unknown;
  channel?: string;
}

export const LOGOUT_MESSAGE_TYPE = 'logout';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface ChatServer {
  hub: LiveHub;
  port(): number;
  close(): Promise<void>;
}

export async function startChatServer(db: Db, port: number): Promise<ChatServer> {
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
  const announceOnline = () => {
    hub.broadcast({ type: 'playersOnline', data: sockets.size });
  };

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
        announceOnline();
      });
      // Incoming chat lines belong to the chat domain; until it exists they are ignored.
      socket.on('message', () => undefined);
      send(socket, { type: 'loadMessages', data: [] });
      announceOnline();
    })().catch(() => socket.close(1011, 'error'));
  });

  return {
    hub,
    port: () => {
      const address = server.address();
      return typeof address === 'object' && address !== null ? address.port : port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
