import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  $bosses,
  $chatConnected,
  $chatError,
  $chatLines,
  $clientData,
  $event,
  $items,
  $misc,
  $notifications,
  resetChat,
} from '@idle/state';
import { loadState, resetAll, sampleBosses, sampleEvent } from '@idle/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleLiveMessage } from './live-messages';

let socketEvents: BusEvents['socket'][];
let logouts: BusEvents['logout'][];
const onSocket = (event: BusEvents['socket']) => socketEvents.push(event);
const onLogout = (event: BusEvents['logout']) => logouts.push(event);

beforeEach(() => {
  resetAll();
  loadState();
  socketEvents = [];
  logouts = [];
  bus.on('socket', onSocket);
  bus.on('logout', onLogout);
});

afterEach(() => {
  resetChat();
  bus.off('socket', onSocket);
  bus.off('logout', onLogout);
  resetAll();
});

describe('handleLiveMessage', () => {
  it('sets the players online and passes the message on', () => {
    handleLiveMessage({ type: 'playersOnline', data: 57 });
    expect($clientData.get().playersOnline).toBe(57);
    expect(socketEvents).toEqual([{ type: 'playersOnline', data: 57 }]);
  });

  it('counts a newly posted announcement in the top bar', () => {
    $clientData.setKey('newAnnouncements', 2);
    handleLiveMessage({ type: 'newAnnouncement', data: { id: 9 } });
    expect($clientData.get().newAnnouncements).toBe(3);
    expect(socketEvents).toEqual([{ type: 'newAnnouncement', data: { id: 9 } }]);
  });

  it('logs out on a logout message', () => {
    handleLiveMessage({ type: 'logout', data: null });
    expect(logouts).toEqual([{ reason: 'logout' }]);
  });

  it('shows world news of the notifications channel, and only text', () => {
    handleLiveMessage({
      type: 'notification',
      data: 'Gorrath has been slain!',
      channel: 'notifications',
    });
    handleLiveMessage({
      type: 'notification',
      data: { html: '<b>x</b>' },
      channel: 'notifications',
    });
    handleLiveMessage({ type: 'notification', data: 'a clan line', channel: 'clan-4' });
    expect($notifications.get().map((entry) => [entry.kind, entry.text])).toEqual([
      ['info', 'Gorrath has been slain!'],
    ]);
  });

  it('puts chat history, lines, notifications and chat errors in the chat stores', () => {
    const line = {
      id: 3,
      type: 'msg',
      channel: 'trade',
      time: 1_700_000_000_000,
      from: { userid: 2, username: 'Hero_2', nobilityRank: 4, accountStatus: 50 },
      to: null,
      text: 'WTS [item:iron_bar]',
    };
    handleLiveMessage({ type: 'loadMessages', data: [line] });
    handleLiveMessage({
      type: 'notification',
      data: 'Gorrath has been slain!',
      channel: 'notifications',
    });
    handleLiveMessage({ type: 'chatError', data: { error: 'You are sending messages too fast.' } });
    expect($chatLines.get().map((each) => [each.type, each.channel, each.text])).toEqual([
      ['msg', 'trade', 'WTS [item:iron_bar]'],
      ['notification', 'notifications', 'Gorrath has been slain!'],
    ]);
    expect($chatConnected.get()).toBe(true);
    expect($chatError.get()?.error).toBe('You are sending messages too fast.');
    expect(socketEvents.map((event) => event.type)).toEqual([
      'loadMessages',
      'notification',
      'chatError',
    ]);
  });

  it('boss replaces the bosses alive', () => {
    const bosses = sampleBosses();
    handleLiveMessage({ type: 'boss', data: bosses });
    expect($bosses.get()).toEqual(bosses);
    handleLiveMessage({ type: 'boss', data: [] });
    expect($bosses.get()).toEqual([]);
    expect(socketEvents.map((event) => event.type)).toEqual(['boss', 'boss']);
  });

  it('event sets the running gathering event and its end message clears it', () => {
    const event = sampleEvent({ type: 'woodcutting' });
    handleLiveMessage({ type: 'event', data: { ...event, stage: 'start' } });
    expect($event.get()).toEqual(event);
    handleLiveMessage({ type: 'event', data: { stage: 'end', id: event.id + 1 } });
    expect($event.get()).toEqual(event);
    handleLiveMessage({ type: 'event', data: { stage: 'end', id: event.id } });
    expect($event.get()).toBeNull();
    expect(socketEvents.map((message) => message.type)).toEqual(['event', 'event', 'event']);
  });

  it('bonusTime starts and ends Bonus Time', () => {
    handleLiveMessage({ type: 'bonusTime', data: { timeRemaining: 900, modifier: 5 } });
    expect($misc.get()?.bonusTime).toEqual({ timeRemaining: 900, modifier: 5 });
    handleLiveMessage({ type: 'bonusTime', data: { stage: 'end' } });
    expect($misc.get()?.bonusTime).toEqual({ timeRemaining: 0, modifier: 5 });
  });

  it('actionBonus updates the action bonus', () => {
    handleLiveMessage({
      type: 'actionBonus',
      data: { kind: 'crafting', current: 75, required: 150 },
    });
    expect($misc.get()?.actionBonus).toEqual({ kind: 'crafting', current: 75, required: 150 });
  });

  it('addItemsToUser adds the items (boss tokens when a boss dies)', () => {
    const before = $items.get().boss_tokens ?? 0;
    handleLiveMessage({ type: 'addItemsToUser', data: [{ id: 'boss_tokens', amount: 25 }] });
    expect($items.get().boss_tokens).toBe(before + 25);
  });

  it('ignores malformed data without throwing, and still passes the message on', () => {
    const misc = $misc.get();
    const items = $items.get();
    const bosses = $bosses.get();
    const listener = vi.fn();
    const stops = [
      $misc.listen(listener),
      $items.listen(listener),
      $bosses.listen(listener),
      $event.listen(listener),
    ];
    const bad = [
      { type: 'playersOnline', data: 'many' },
      { type: 'boss', data: 'Stone Golem' },
      { type: 'event', data: { ...sampleEvent(), type: 'fishing' } },
      { type: 'event', data: { stage: 'end' } },
      { type: 'bonusTime', data: { timeRemaining: -1 } },
      { type: 'actionBonus', data: { kind: 'fishing', current: 1, required: 2 } },
      { type: 'addItemsToUser', data: { id: 'gold', amount: 5 } },
    ];
    for (const message of bad) expect(() => handleLiveMessage(message)).not.toThrow();
    for (const stop of stops) stop();
    expect(listener).not.toHaveBeenCalled();
    expect($misc.get()).toBe(misc);
    expect($items.get()).toBe(items);
    expect($bosses.get()).toBe(bosses);
    expect($event.get()).toBeNull();
    expect($clientData.get().playersOnline).toBe(42);
    expect(socketEvents).toHaveLength(bad.length);
  });
});
