import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveSocket, type LiveMessage, liveSocketUrl, type SocketLike } from './live-socket';

class FakeSocket implements SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

const access = { userid: 7, token: 'a b+c', port: 8188 };
let sockets: FakeSocket[];
let messages: LiveMessage[];
beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  messages = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function connect() {
  return connectLiveSocket({
    access,
    hostname: 'game.example',
    secure: false,
    onMessage: (message) => messages.push(message),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
}

describe('live socket', () => {
  it('connects to the chat port with the user id and token in the query', () => {
    expect(liveSocketUrl(access, 'game.example', true)).toBe(
      'wss://game.example:8188/?userid=7&token=a+b%2Bc',
    );
    connect();
    expect(sockets[0]?.url).toBe('ws://game.example:8188/?userid=7&token=a+b%2Bc');
  });

  it('hands on JSON messages and drops malformed ones', () => {
    connect();
    sockets[0]?.onmessage?.({ data: '{"type":"playersOnline","data":3}' });
    sockets[0]?.onmessage?.({ data: 'not json' });
    sockets[0]?.onmessage?.({ data: '{"data":1}' });
    expect(messages).toEqual([{ type: 'playersOnline', data: 3 }]);
  });

  it('reconnects 1000 ms after a close, and not after close() is called', () => {
    const live = connect();
    sockets[0]?.onclose?.();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    live.close();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.closed).toBe(true);
  });
});
