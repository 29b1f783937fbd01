import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_RESTART_CLOSE_CODE } from '@idle/contracts';
import { FakeSocket } from './fake-socket';
import { connectLiveSocket, type LiveMessage, liveSocketUrl } from './live-socket';

const access = { userid: 7, token: 'a b+c', port: 8188 };
let sockets: FakeSocket[];
let messages: LiveMessage[];
let states: string[];
beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  messages = [];
  states = [];
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
    onOpen: () => states.push('open'),
    onClose: () => states.push('closed'),
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

  it('reconnects at once when the server closes for a restart (1012), to another instance', () => {
    connect();
    sockets[0]?.onclose?.({ code: SERVER_RESTART_CLOSE_CODE });
    expect(states).toEqual(['closed']);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(2);
    // Any other close waits its second, so a server refusing the socket is not hammered.
    sockets[1]?.onclose?.({ code: 4003 });
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('reconnects 1000 ms after a close, and not after close() is called', () => {
    const live = connect();
    sockets[0]?.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    live.close();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.closed).toBe(true);
  });

  it('writes frames as JSON only while open, and says when it did not', () => {
    const live = connect();
    expect(live.send({ type: 'chat', channel: 'general', text: 'too early' })).toBe(false);
    sockets[0]?.onopen?.();
    expect(live.send({ type: 'chat', channel: 'trade', text: 'WTS [item:iron_bar]' })).toBe(true);
    expect(sockets[0]?.sent).toEqual([
      '{"type":"chat","channel":"trade","text":"WTS [item:iron_bar]"}',
    ]);
    sockets[0]?.onclose?.({ code: 1006 });
    expect(live.send({ type: 'chat', channel: 'general', text: 'lost' })).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(live.send({ type: 'chat', channel: 'general', text: 'not open yet' })).toBe(false);
    sockets[1]?.onopen?.();
    expect(live.send({ type: 'chat', channel: 'general', text: 'back' })).toBe(true);
    expect(sockets[0]?.sent).toHaveLength(1);
    expect(sockets[1]?.sent).toEqual(['{"type":"chat","channel":"general","text":"back"}']);
  });

  it('reports each open and close, including its own close()', () => {
    const live = connect();
    sockets[0]?.onopen?.();
    sockets[0]?.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    sockets[1]?.onopen?.();
    live.close();
    expect(states).toEqual(['open', 'closed', 'open', 'closed']);
  });
});
