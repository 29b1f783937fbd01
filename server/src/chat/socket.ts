/**
 * The live socket on the chat port (spec 002 §7): the browser connects with its user id and chat
 * token as query parameters. The server pushes players online, forced logouts, chat lines, boss,
 * event and bonus messages as JSON `{type, data, channel}`, and reads chat frames
 * (chat/commands.ts). On connect it sends the chat history (`loadMessages`).
 *
 * Chat lines are serialized once per variant (the line's kind for the recipient, masked or not)
 * per delivery, never per socket; a player's ignore list and profanity filter are kept in memory
 * while they are connected and replaced when they change (chat/control.ts).
 *
 * Players online is the length of the list the player can open (game/online.ts), recounted when
 * a socket opens or closes and every ONLINE_RECOUNT_MS (quiet players leave the list as time
 * passes), and pushed to everyone only when it changed.
 */
import { type Notices, silentNotices } from '../game/notices';
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CHAT_ERROR_MESSAGE_TYPE,
  CHAT_HISTORY_MESSAGE_TYPE,
  SERVER_RESTART_CLOSE_CODE,
  type ChatLineType,
} from '@idle/contracts';
import type { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ClusterBus } from '../cluster/bus';
import type { Db } from '../db/database';
import { findChatConnection, findUser } from '../game/accounts/users.repository';
import type { Clock } from '../game/clock';
import { listIgnoredIds } from '../game/chat/chat-ignores.repository';
import type { LiveHub } from '../game/context';
import { countPlayersOnline } from '../game/accounts/online';
import { channelLabel, chatLinesTotal, socketsOnline } from './chat.metrics';
import { type ChatDelivery, handleChatFrame } from './commands';
import { CHAT_SETTINGS_CHANGED_TYPE, CHAT_TOKEN_CHANGED_TYPE, isChatPreferences } from './control';
import { PM_CHANNEL, loadHistory } from './lines';
import { maskProfanity } from './profanity';
import { chatRateLimit } from './rate-limit';
import { backgroundError } from '../operations/background-log';

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

/** A connected player: their sockets (with the token each opened with) and chat settings. */
interface ConnectedUser {
  sockets: Map<WebSocket, string>;
  ignoredIds: Set<number>;
  profanityFilter: boolean;
}

export interface ChatServer {
  hub: LiveHub;
  /**
   * Joins the instance's cluster: chat lines reach the sockets of every instance over `bus`,
   * and the rate limit is counted in `redis` (given one; tests may join over a memory bus).
   */
  useCluster(member: { bus: ClusterBus; redis?: Redis }): void;
  /** Recounts players online and pushes the count if it changed; the timer calls it, tests too. */
  recountPlayersOnline(): Promise<void>;
  /** Counts the sockets `source` knows of (every instance's, in a cluster), not only these. */
  countSocketsOf(source: Pick<LiveHub, 'onlineUserIds'>): void;
  port(): number;
  /**
   * A graceful stop: takes no new socket, lets the frames being handled finish (their lines
   * delivered), then closes every socket with SERVER_RESTART_CLOSE_CODE so browsers reconnect
   * at once (to another instance, behind a proxy). Waits at most `timeoutMs` for them to close.
   */
  drain(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** How long a drain waits for browsers to answer the close before cutting their sockets. */
export const DRAIN_CLOSE_WAIT_MS = 2000;

export async function startChatServer(
  db: Db,
  clock: Clock,
  port: number,
  /** The game's notices (game/notices.ts): whispers are raised there. */
  notices: Notices = silentNotices,
): Promise<ChatServer> {
  const users = new Map<number, ConnectedUser>();
  const server = new WebSocketServer({ port, maxPayload: 16 * 1024 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  const sendFrame = (socket: WebSocket, frame: Buffer) => {
    if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
  };
  const send = (socket: WebSocket, message: LiveMessage) => {
    sendFrame(socket, Buffer.from(JSON.stringify(message)));
  };
  const sendToUser = (userId: number, message: LiveMessage) => {
    const user = users.get(userId);
    if (!user) return;
    const frame = Buffer.from(JSON.stringify(message));
    for (const socket of user.sockets.keys()) sendFrame(socket, frame);
  };

  const closeSocketsOfOldToken = async (userId: number) => {
    const row = await findUser(db, userId, ['chat_token']);
    for (const [socket, token] of users.get(userId)?.sockets ?? []) {
      if (!row || !sameToken(row.chat_token, token)) socket.close(4003, 'token changed');
    }
  };
  /** Instructions for this server (chat/control.ts) are acted on, never forwarded. */
  const control = (userId: number, message: LiveMessage): boolean => {
    if (message.type === CHAT_SETTINGS_CHANGED_TYPE) {
      const user = users.get(userId);
      if (user && isChatPreferences(message.data)) {
        user.ignoredIds = new Set(message.data.ignored);
        user.profanityFilter = message.data.profanityFilter;
      }
      return true;
    }
    if (message.type === CHAT_TOKEN_CHANGED_TYPE) {
      if (users.has(userId)) {
        closeSocketsOfOldToken(userId).catch((error: unknown) => {
          backgroundError('chat token check', error);
        });
      }
      return true;
    }
    return false;
  };

  const hub: LiveHub = {
    toUser: (userId, message) => {
      if (!control(userId, message)) sendToUser(userId, message);
    },
    broadcast: (message) => {
      const frame = Buffer.from(JSON.stringify(message));
      for (const user of users.values())
        for (const socket of user.sockets.keys()) sendFrame(socket, frame);
    },
    forceLogout: (userId) => {
      for (const socket of users.get(userId)?.sockets.keys() ?? []) {
        send(socket, { type: LOGOUT_MESSAGE_TYPE, data: null });
        socket.close(4001, 'logout');
      }
    },
    onlineUserIds: () => [...users.keys()],
  };

  /** Sends a line to this instance's sockets of its recipients. */
  const deliverHere = ({ line, recipients }: ChatDelivery) => {
    const authorId = line.from?.userid ?? null;
    let maskedText: string | null = null;
    const frames = new Map<string, Buffer>();
    const frameFor = (type: ChatLineType, masked: boolean) => {
      const text = masked ? (maskedText ??= maskProfanity(line.text)) : line.text;
      // Unmasked and masked share one frame when the mask changed nothing.
      const key = `${type}:${text === line.text ? 'raw' : 'masked'}`;
      let frame = frames.get(key);
      if (!frame) {
        const data = { ...line, type, text };
        frame = Buffer.from(JSON.stringify({ type, data, channel: line.channel }));
        frames.set(key, frame);
      }
      return frame;
    };
    const deliverTo = (userId: number, user: ConnectedUser) => {
      if (authorId !== null && authorId !== userId && user.ignoredIds.has(authorId)) return;
      const type =
        line.channel !== PM_CHANNEL ? line.type : userId === authorId ? 'pm-to' : 'pm-from';
      const frame = frameFor(type, user.profanityFilter);
      for (const socket of user.sockets.keys()) sendFrame(socket, frame);
    };
    if (recipients === null) {
      for (const [userId, user] of users) deliverTo(userId, user);
    } else {
      for (const userId of new Set(recipients)) {
        const user = users.get(userId);
        if (user) deliverTo(userId, user);
      }
    }
  };

  let bus: ClusterBus | null = null;
  let stopListening: () => void = () => undefined;
  const commands = {
    db,
    clock,
    notices,
    rateLimit: chatRateLimit(),
    deliver(delivery: ChatDelivery) {
      // Published first: the other instances write to their sockets while this one writes to its.
      bus?.publish({ kind: 'chat', line: delivery.line, recipients: delivery.recipients });
      deliverHere(delivery);
      chatLinesTotal.inc({ channel: channelLabel(delivery.line.channel) });
    },
  };

  let closing = false;
  const handledFrames = pendingWork();
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
      backgroundError('players online recount', error, `players online recount (${reason}) failed`);
    });
  };
  const recountTimer = setInterval(() => {
    if (users.size > 0) recountLogged('timer');
  }, ONLINE_RECOUNT_MS);
  recountTimer.unref();

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const userId = Number(url.searchParams.get('userid'));
    const token = url.searchParams.get('token') ?? '';
    // Whether the socket is let in; frames that arrive meanwhile wait for it (below).
    const admitted = (async () => {
      const user =
        Number.isSafeInteger(userId) && userId > 0 && token.length > 0 && token.length < 100
          ? await findChatConnection(db, userId)
          : undefined;
      if (!user || user.banned !== 0 || !sameToken(user.chat_token, token)) {
        socket.close(4003, 'unauthorized');
        return false;
      }
      const [ignored, history] = await Promise.all([
        listIgnoredIds(db, userId),
        loadHistory(db, userId, user.clan_id),
      ]);
      const mine = users.get(userId) ?? {
        sockets: new Map(),
        ignoredIds: new Set(),
        profanityFilter: true,
      };
      users.set(userId, mine);
      // Read just now: fresher than what an earlier socket of the player was given.
      mine.ignoredIds = new Set(ignored);
      mine.profanityFilter = user.chat_profanity_filter !== 0;
      mine.sockets.set(socket, token);
      socketsOnline.inc();
      socket.on('close', () => {
        socketsOnline.dec();
        mine.sockets.delete(socket);
        if (mine.sockets.size === 0 && users.get(userId) === mine) users.delete(userId);
        recountLogged('disconnect');
      });
      send(socket, {
        type: CHAT_HISTORY_MESSAGE_TYPE,
        data: mine.profanityFilter
          ? history.map((line) => ({ ...line, text: maskProfanity(line.text) }))
          : history,
      });
      recountLogged('connect', socket);
      return true;
    })().catch(() => {
      socket.close(1011, 'error');
      return false;
    });
    // Listening from the first moment: the client may send as soon as its socket opens, before
    // the checks above have read the database, and such a line must not be lost. One frame at a
    // time per socket, after the admission: lines are stored in the order the player sent them.
    let previous: Promise<unknown> = admitted;
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      previous = handledFrames.track(
        previous
          .then(async () => {
            if (!(await admitted)) return;
            const refusal = isBinary
              ? 'Chat messages are text frames.'
              : await handleChatFrame(commands, userId, data.toString());
            if (refusal) send(socket, { type: CHAT_ERROR_MESSAGE_TYPE, data: { error: refusal } });
          })
          .catch((error: unknown) => {
            backgroundError('chat frame', error);
            send(socket, {
              type: CHAT_ERROR_MESSAGE_TYPE,
              data: { error: 'The message could not be sent. Try again.' },
            });
          }),
      );
    });
  });

  return {
    hub,
    async drain(timeoutMs = DRAIN_CLOSE_WAIT_MS) {
      closing = true;
      clearInterval(recountTimer);
      const closed = new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await handledFrames.settled();
      for (const client of server.clients) client.close(SERVER_RESTART_CLOSE_CODE, 'restart');
      const waited = await Promise.race([
        closed.then(() => true),
        sleep(timeoutMs, false, { ref: false }),
      ]);
      if (!waited) for (const client of server.clients) client.terminate();
      stopListening();
      await closed;
    },
    useCluster(member) {
      bus = member.bus;
      if (member.redis) commands.rateLimit = chatRateLimit(member.redis);
      stopListening = member.bus.subscribe((message) => {
        if (message.kind === 'chat') deliverHere(message);
      });
    },
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
        stopListening();
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** Chains of work in flight (each socket's frames), so a drain can wait for all of them. */
function pendingWork() {
  const pending = new Set<Promise<void>>();
  return {
    track(work: Promise<void>): Promise<void> {
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return work;
    },
    /** The work in flight now (not what arrives meanwhile: a busy socket would never end). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
