import type { BusEvents, ChatLine } from '@idle/contracts';
import { bus } from '@idle/events';
import { $chatConnected, $chatError, $chatLines, $clientData, resetChat } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { CHAT_NOT_SENT_TEXT, startLiveSession } from './live-session';

const line: ChatLine = {
  id: 4,
  type: 'msg',
  channel: 'general',
  time: 1_700_000_000_000,
  from: { userid: 9, username: 'Hero_2', nobilityRank: 1, accountStatus: 0 },
  to: null,
  text: 'hello [item:gold]',
};

let sockets: FakeSocket[];
let stop: () => void;
let socketEvents: BusEvents['socket'][];
const onSocket = (event: BusEvents['socket']) => socketEvents.push(event);

function start() {
  stop = startLiveSession({
    access: { userid: 7, token: 'token', port: 8188 },
    hostname: 'game.example',
    secure: true,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
}

function receive(socket: FakeSocket | undefined, message: unknown) {
  socket?.onmessage?.({ data: JSON.stringify(message) });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAll();
  loadState();
  resetChat();
  sockets = [];
  socketEvents = [];
  bus.on('socket', onSocket);
  start();
});

afterEach(() => {
  stop();
  bus.off('socket', onSocket);
  vi.useRealTimers();
  resetAll();
});

describe('live session', () => {
  it('connects securely to the chat port and follows the socket being open', () => {
    expect(sockets[0]?.url).toBe('wss://game.example:8188/?userid=7&token=token');
    expect($chatConnected.get()).toBe(false);
    sockets[0]?.onopen?.();
    expect($chatConnected.get()).toBe(true);
    sockets[0]?.onclose?.({ code: 1006 });
    expect($chatConnected.get()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.onopen?.();
    expect($chatConnected.get()).toBe(true);
  });

  it('puts chat messages in the chat stores and still handles and passes on the rest', () => {
    sockets[0]?.onopen?.();
    receive(sockets[0], { type: 'loadMessages', data: [line] });
    receive(sockets[0], { type: 'me', data: { ...line, id: 5, type: 'me' } });
    receive(sockets[0], { type: 'chatError', data: { error: 'You are muted.' } });
    receive(sockets[0], { type: 'playersOnline', data: 31 });
    expect($chatLines.get().map((each) => [each.id, each.type])).toEqual([
      [4, 'msg'],
      [5, 'me'],
    ]);
    expect($chatError.get()?.error).toBe('You are muted.');
    expect($clientData.get().playersOnline).toBe(31);
    expect(socketEvents.map((event) => event.type)).toEqual([
      'loadMessages',
      'me',
      'chatError',
      'playersOnline',
    ]);
  });

  it("writes the dock's chatSend frames on the open socket, with only the frame's fields", () => {
    sockets[0]?.onopen?.();
    bus.emit('chatSend', { type: 'chat', channel: 'help', text: '/m Hero_2: hi' });
    bus.emit('chatSend', {
      type: 'chat',
      channel: 'general',
      text: 'x',
      userid: 1,
    } as BusEvents['chatSend']);
    expect(sockets[0]?.sent.map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { type: 'chat', channel: 'help', text: '/m Hero_2: hi' },
      { type: 'chat', channel: 'general', text: 'x' },
    ]);
    expect($chatError.get()).toBeNull();
  });

  it('says the message was not sent while the socket reconnects', () => {
    sockets[0]?.onopen?.();
    sockets[0]?.onclose?.({ code: 1006 });
    bus.emit('chatSend', { type: 'chat', channel: 'general', text: 'lost' });
    expect($chatError.get()?.error).toBe(CHAT_NOT_SENT_TEXT);
    expect(CHAT_NOT_SENT_TEXT).toBe('Chat is reconnecting; your message was not sent.');
    expect(sockets[0]?.sent).toEqual([]);
  });

  it('stops writing, closes the socket and empties the chat when stopped', () => {
    sockets[0]?.onopen?.();
    receive(sockets[0], { type: 'loadMessages', data: [line] });
    stop();
    expect(sockets[0]?.closed).toBe(true);
    expect($chatLines.get()).toEqual([]);
    expect($chatConnected.get()).toBe(false);
    bus.emit('chatSend', { type: 'chat', channel: 'general', text: 'after logout' });
    expect(sockets[0]?.sent).toEqual([]);
    expect($chatError.get()).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(1);
  });
});
