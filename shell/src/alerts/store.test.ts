import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from './rules';
import {
  $recentAlerts,
  decodeAlertSettings,
  decodeRecentAlerts,
  DUPLICATE_WINDOW_MS,
  RECENT_ALERTS_MAX,
  recordAlerts,
} from './store';

describe('decodeAlertSettings', () => {
  it('keeps what is valid and takes the rest from the defaults', () => {
    const settings = decodeAlertSettings({
      alerts: { bossSpawned: { on: true, sound: 'loud' }, whisper: 'yes' },
      autosThreshold: -4,
      tradeKeywords: 'ruby',
    });
    expect(settings?.alerts.bossSpawned).toEqual({ on: true, sound: false });
    expect(settings?.alerts.whisper).toEqual(DEFAULT_ALERT_SETTINGS.alerts.whisper);
    expect(settings?.autosThreshold).toBe(DEFAULT_ALERT_SETTINGS.autosThreshold);
    expect(settings?.tradeKeywords).toBe('ruby');
    expect(decodeAlertSettings('nonsense')).toBeUndefined();
  });
});

describe('recent alerts', () => {
  it('drops malformed stored entries', () => {
    expect(
      decodeRecentAlerts([
        { kind: 'whisper', text: 'a', at: 1 },
        { kind: 'nope', text: 'b', at: 2 },
      ]),
    ).toEqual([{ kind: 'whisper', text: 'a', at: 1 }]);
    expect(decodeRecentAlerts({})).toBeUndefined();
  });

  it('leaves out an alert another tab recorded moments ago, and returns the ones added', () => {
    $recentAlerts.set([{ kind: 'bossSpawned', text: 'Lich has appeared!', at: 10_000 }]);
    const added = recordAlerts([
      { kind: 'bossSpawned', text: 'Lich has appeared!', at: 10_000 + DUPLICATE_WINDOW_MS - 1 },
      { kind: 'bossKilled', text: 'Lich has been slain!', at: 10_500 },
    ]);
    expect(added.map((alert) => alert.kind)).toEqual(['bossKilled']);
    expect($recentAlerts.get().map((alert) => alert.kind)).toEqual(['bossKilled', 'bossSpawned']);
    // The same text later is a new alert (the boss came back).
    expect(
      recordAlerts([
        { kind: 'bossSpawned', text: 'Lich has appeared!', at: 10_000 + DUPLICATE_WINDOW_MS },
      ]),
    ).toHaveLength(1);
  });

  it('keeps the newest first and at most RECENT_ALERTS_MAX', () => {
    $recentAlerts.set([]);
    const many = Array.from({ length: RECENT_ALERTS_MAX + 5 }, (_, index) => ({
      kind: 'bossSpawned' as const,
      text: `boss ${String(index)}`,
      at: index,
    }));
    recordAlerts(many);
    const recent = $recentAlerts.get();
    expect(recent).toHaveLength(RECENT_ALERTS_MAX);
    expect(recent[0]?.text).toBe(`boss ${String(RECENT_ALERTS_MAX + 4)}`);
  });
});
