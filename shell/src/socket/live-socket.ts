/**
 * The live connection to the chat server (spec 002 §7): a WebSocket on the chat port carrying the
 * user id and chat token as query parameters. It reconnects 1000 ms after a close, at once after
 * the server's restart close (SERVER_RESTART_CLOSE_CODE: behind a proxy another instance is
 * already there); socket errors are ignored. Messages are handed on as they come: `{type, data, channel}`; frames are
 * written as JSON while the socket is open.
 */
import { type ChatAccess, SERVER_RESTART_CLOSE_CODE } from '@idle/contracts';
import { TIMINGS } from '@idle/game-rules';

export interface LiveMessage {
  type: string;
  data: unknown;
  channel?: string;
}

export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveSocket {
  /** Writes a frame as JSON; false (nothing written) while the socket is not open. */
  send(frame: unknown): boolean;
  close(): void;
}

export interface LiveSocketOptions {
  access: ChatAccess;
  /** The page's host name; the socket lives on the same host, on the chat port. */
  hostname: string;
  secure: boolean;
  onMessage(message: LiveMessage): void;
  /** The socket opened (again, after a reconnect). */
  onOpen?: () => void;
  /** The socket closed; a reconnect follows unless `close` was called. */
  onClose?: () => void;
  createSocket?: (url: string) => SocketLike;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export function liveSocketUrl(access: ChatAccess, hostname: string, secure: boolean): string {
  const query = new URLSearchParams({ userid: String(access.userid), token: access.token });
  return `${secure ? 'wss' : 'ws'}://${hostname}:${access.port}/?${query.toString()}`;
}

/** Opens the socket and keeps it open until the returned `close` is called. */
export function connectLiveSocket(options: LiveSocketOptions): LiveSocket {
  const create =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const later = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const url = liveSocketUrl(options.access, options.hostname, options.secure);
  let socket: SocketLike | null = null;
  let isOpen = false;
  let reconnect: unknown = null;
  let closed = false;

  const open = () => {
    reconnect = null;
    socket = create(url);
    socket.onopen = () => {
      isOpen = true;
      options.onOpen?.();
    };
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
    socket.onclose = (event) => {
      socket = null;
      isOpen = false;
      options.onClose?.();
      if (closed) return;
      const restarted = event.code === SERVER_RESTART_CLOSE_CODE;
      reconnect = later(open, restarted ? 0 : TIMINGS.CHAT_RECONNECT);
    };
  };
  open();
  return {
    send(frame) {
      if (!isOpen || socket === null) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      closed = true;
      if (reconnect !== null) cancel(reconnect);
      socket?.close();
    },
  };
}
