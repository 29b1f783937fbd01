import { bus } from '@idle/events';
import { $bosses, $player, learnServerTime } from '@idle/state';
import { loadState, resetAll, sampleBoss, sampleInitialData } from '@idle/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_KINDS, type AlertSettings, DEFAULT_ALERT_SETTINGS } from './rules';
import { $alertSettings, $recentAlerts, $unseenAlertCount, $alertsSeenAt } from './store';
import { startAlertWatcher } from './watcher';

const ALL_ON: AlertSettings = {
  ...DEFAULT_ALERT_SETTINGS,
  alerts: Object.fromEntries(
    ALERT_KINDS.map((kind) => [kind, { on: true, sound: false }]),
  ) as AlertSettings['alerts'],
};

let stop: () => void = () => undefined;

beforeEach(() => {
  resetAll();
  localStorage.clear();
  $recentAlerts.set([]);
  $alertsSeenAt.set(0);
  $alertSettings.set(ALL_ON);
  loadState(sampleInitialData({ bosses: [sampleBoss({ id: 1, name: 'Gorrath' })] }));
});

afterEach(() => {
  stop();
  resetAll();
});

describe('startAlertWatcher', () => {
  it('raises nothing for the state it starts with', () => {
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    expect(deliver).not.toHaveBeenCalled();
    expect($recentAlerts.get()).toEqual([]);
  });

  it('records and delivers a boss spawned after it started, and counts it unseen', () => {
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    bus.emit('socket', {
      type: 'boss',
      data: [sampleBoss({ id: 1, name: 'Gorrath' }), sampleBoss({ id: 2, name: 'Sythra' })],
    });
    // The shell's socket handler writes the stores; the bus message alone raises no boss alert.
    expect(deliver).not.toHaveBeenCalled();
    $bosses.set([sampleBoss({ id: 1, name: 'Gorrath' }), sampleBoss({ id: 2, name: 'Sythra' })]);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]?.[0]).toMatchObject({
      kind: 'bossSpawned',
      text: 'Sythra has appeared!',
    });
    expect($recentAlerts.get().map((alert) => alert.text)).toEqual(['Sythra has appeared!']);
    expect($unseenAlertCount.get()).toBe(1);
    expect(JSON.parse(localStorage.getItem('idle:recentAlerts') ?? '[]')).toHaveLength(1);
  });

  it("stamps an alert with the server's time, as the chat's lines are", () => {
    const fourHours = 4 * 3600 * 1000;
    learnServerTime(Date.now() + fourHours);
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    const before = Date.now();
    $bosses.set([sampleBoss({ id: 1, name: 'Gorrath' }), sampleBoss({ id: 2, name: 'Sythra' })]);
    const at = $recentAlerts.get()[0]?.at ?? 0;
    expect(at).toBeGreaterThanOrEqual(before + fourHours);
    expect(at).toBeLessThan(Date.now() + fourHours + 1000);
  });

  it('raises a clan line from the bus and stops on the returned function', () => {
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    const clanLine = {
      id: 5,
      type: 'msg',
      channel: 'clan-3',
      time: 1,
      from: {
        userid: ($player.get()?.userid ?? 0) + 1,
        username: 'Ayla',
        nobilityRank: 1,
        accountStatus: 0,
      },
      to: null,
      text: 'hi clan',
    };
    bus.emit('socket', { type: 'msg', data: clanLine });
    expect($recentAlerts.get().map((alert) => alert.text)).toEqual(['[Clan] Ayla: hi clan']);
    stop();
    bus.emit('socket', { type: 'msg', data: { ...clanLine, id: 6 } });
    $bosses.set([]);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('raises the filled order alert from the live message, naming the item as the game does', () => {
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    bus.emit('socket', {
      type: 'marketOrderFilled',
      data: { itemid: 'troll_tooth', orderId: 4, type: 1, amount: 2, entering: null, filled: 3 },
    });
    expect($recentAlerts.get().map((alert) => [alert.kind, alert.text])).toEqual([
      ['orderFilled', 'Your sell order of Troll Tooth was partly filled: 3 sold, 2 left.'],
    ]);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('delivers nothing for an alert another tab already recorded', () => {
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    $recentAlerts.set([{ kind: 'bossKilled', text: 'Gorrath has been slain!', at: Date.now() }]);
    $bosses.set([]);
    expect(deliver).not.toHaveBeenCalled();
    expect($recentAlerts.get()).toHaveLength(1);
  });

  it('does not record switched-off alerts', () => {
    $alertSettings.set(DEFAULT_ALERT_SETTINGS);
    const deliver = vi.fn();
    stop = startAlertWatcher(deliver);
    $bosses.set([]);
    expect(deliver).not.toHaveBeenCalled();
    expect($recentAlerts.get()).toEqual([]);
  });
});
