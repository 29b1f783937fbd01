/**
 * The live connection to the chat server (spec 002 §7): a WebSocket on the chat port carrying the
 * user id and chat token as query parameters. It reconnects 1000 ms after any close; socket
 * errors are ignored. Messages are handed on as they come: `{type, data, channel}`.
 */
import type { ChatAccess } from '@idle/contracts';
import { TIMINGS } from '@idle/game-rules';

export interface LiveMessage {
  type: string;
  data: unknown;
  channel?: string;
}

export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  close(): void;
}

export interface LiveSocketOptions {
  access: ChatAccess;
  /** The page's host name; the socket lives on the same host, on the chat port. */
  hostname: string;
  secure: boolean;
  onMessage(message: LiveMessage): void;
  createSocket?: (url: string) => SocketLike;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export function liveSocketUrl(access: ChatAccess, hostname: string, secure: boolean): string {
  const query = new URLSearchParams({ userid: String(access.userid), token: access.token });
  return `${secure ? 'wss' : 'ws'}://${hostname}:${access.port}/?${query.toString()}`;
}

/** Opens the socket and keeps it open until the returned `close` is called. */
export function connectLiveSocket(options: LiveSocketOptions): { close(): void } {
  const create =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const later = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const url = liveSocketUrl(options.access, options.hostname, options.secure);
  let socket: SocketLike | null = null;
  let reconnect: unknown = null;
  let closed = false;

  const open = () => {
    reconnect = null;
    socket = create(url);
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as LiveMessage;
        if (typeof message.type === 'string') options.onMessage(message);
      } catch {
        // A malformed message is dropped, like the socket's errors.
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      socket = null;
      if (!closed) reconnect = later(open, TIMINGS.CHAT_RECONNECT);
    };
  };
  open();
  return {
    close() {
      closed = true;
      if (reconnect !== null) cancel(reconnect);
      socket?.close();
    },
  };
}
