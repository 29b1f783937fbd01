import type { ChatLine, GatheringEvent, WorldBoss } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertSettings,
  alertsFromMessage,
  alertsFromStateChange,
  DEFAULT_ALERT_SETTINGS,
  type MessageContext,
  parseKeywords,
  type WatchedState,
} from './rules';

const NOW = 1_800_000_000_000;
const ME = 7;

function settingsWith(
  on: readonly AlertKind[],
  change: Partial<AlertSettings> = {},
): AlertSettings {
  return {
    ...DEFAULT_ALERT_SETTINGS,
    alerts: Object.fromEntries(
      ALERT_KINDS.map((kind) => [kind, { on: on.includes(kind), sound: false }]),
    ) as AlertSettings['alerts'],
    ...change,
  };
}

const ALL_ON = settingsWith(ALERT_KINDS);
const ALL_OFF = settingsWith([]);

const BASE: WatchedState = {
  autos: 500,
  bosses: [],
  event: null,
  bonusTimeRemaining: 0,
  actionBonusActive: false,
  raid: null,
};

function boss(id: number, name: string): WorldBoss {
  return { id, name, rarity: 3, level: 40, hpRemaining: 1000, hpMax: 1000 };
}

const MINING: GatheringEvent = {
  id: 11,
  type: 'mining',
  rarity: 2,
  timeRemaining: 600,
  bonusPercent: 25,
};

function change(
  next: Partial<WatchedState>,
  settings = ALL_ON,
  previous: Partial<WatchedState> = {},
) {
  return alertsFromStateChange(
    { ...BASE, ...previous },
    { ...BASE, ...previous, ...next },
    settings,
    NOW,
  );
}

describe('alertsFromStateChange', () => {
  it('raises the Autos alert once when the Autos cross down to the threshold', () => {
    const settings = settingsWith(['autos'], { autosThreshold: 100 });
    expect(change({ autos: 100 }, settings, { autos: 101 })).toEqual([
      { kind: 'autos', text: 'Your Autos are down to 100.', at: NOW },
    ]);
    // Staying at or below raises nothing more; going back above re-arms it.
    expect(change({ autos: 99 }, settings, { autos: 100 })).toEqual([]);
    expect(change({ autos: 150 }, settings, { autos: 99 })).toEqual([]);
    expect(change({ autos: 40 }, settings, { autos: 150 })).toHaveLength(1);
  });

  it('raises no Autos alert above the threshold or before the player is loaded', () => {
    const settings = settingsWith(['autos'], { autosThreshold: 100 });
    expect(change({ autos: 101 }, settings, { autos: 500 })).toEqual([]);
    expect(change({ autos: 5 }, settings, { autos: null })).toEqual([]);
  });

  it('raises a spawn for each new boss and a kill for each boss gone', () => {
    const previous = { bosses: [boss(1, 'Goblin King'), boss(2, 'Hydra')] };
    const alerts = change({ bosses: [boss(2, 'Hydra'), boss(3, 'Lich')] }, ALL_ON, previous);
    expect(alerts).toEqual([
      { kind: 'bossSpawned', text: 'Lich has appeared!', at: NOW },
      { kind: 'bossKilled', text: 'Goblin King has been slain!', at: NOW },
    ]);
  });

  it('raises nothing when a boss only loses hit points', () => {
    const previous = { bosses: [boss(2, 'Hydra')] };
    expect(
      change({ bosses: [{ ...boss(2, 'Hydra'), hpRemaining: 10 }] }, ALL_ON, previous),
    ).toEqual([]);
  });

  it('raises the event start and end, not its updates', () => {
    expect(change({ event: MINING })).toEqual([
      { kind: 'eventStarted', text: 'A Mining event has started: 25% more resources.', at: NOW },
    ]);
    expect(change({ event: { ...MINING, timeRemaining: 300 } }, ALL_ON, { event: MINING })).toEqual(
      [],
    );
    expect(change({ event: null }, ALL_ON, { event: MINING })).toEqual([
      { kind: 'eventEnded', text: 'The Mining event has ended.', at: NOW },
    ]);
  });

  it('raises Bonus Time starting, not its countdown nor the first load', () => {
    expect(change({ bonusTimeRemaining: 3600 })).toEqual([
      { kind: 'bonusTime', text: 'Bonus Time has started!', at: NOW },
    ]);
    expect(change({ bonusTimeRemaining: 3500 }, ALL_ON, { bonusTimeRemaining: 3600 })).toEqual([]);
    expect(change({ bonusTimeRemaining: 3600 }, ALL_ON, { bonusTimeRemaining: null })).toEqual([]);
  });

  it('raises the action bonus becoming active, once', () => {
    expect(change({ actionBonusActive: true })).toEqual([
      { kind: 'actionBonus', text: 'The action bonus is active!', at: NOW },
    ]);
    expect(change({ actionBonusActive: true }, ALL_ON, { actionBonusActive: true })).toEqual([]);
    expect(change({ actionBonusActive: true }, ALL_ON, { actionBonusActive: null })).toEqual([]);
  });

  it('raises a raid returning, not a raid starting', () => {
    const away = { name: 'Bandit Camp', rarity: 2, timer: 120 };
    expect(change({ raid: away })).toEqual([]);
    expect(change({ raid: { name: 'Bandit Camp', rarity: 2 } }, ALL_ON, { raid: away })).toEqual([
      { kind: 'raidReturned', text: 'Your raid Bandit Camp has returned.', at: NOW },
    ]);
  });

  it('raises only the alerts switched on', () => {
    const next = {
      autos: 0,
      bosses: [boss(3, 'Lich')],
      event: MINING,
      bonusTimeRemaining: 60,
      actionBonusActive: true,
    };
    expect(change(next, ALL_OFF)).toEqual([]);
    expect(change(next, settingsWith(['eventStarted'])).map((alert) => alert.kind)).toEqual([
      'eventStarted',
    ]);
  });
});

function line(change: Partial<ChatLine> & { userid?: number }): ChatLine {
  const { userid = 9, ...rest } = change;
  return {
    id: 1,
    type: 'msg',
    channel: 'general',
    time: NOW,
    from: { userid, username: 'Ayla', nobilityRank: 1, accountStatus: 0 },
    to: null,
    text: 'hello',
    ...rest,
  };
}

function fromMessage(chat: ChatLine, context: Partial<MessageContext> = {}) {
  return alertsFromMessage(
    { type: chat.type, data: chat },
    { settings: ALL_ON, userid: ME, hidden: false, itemName, ...context },
    NOW,
  );
}

const NAMES: Record<string, string> = { metal: 'Metal', troll_tooth: 'Troll Tooth' };
function itemName(itemid: string): string {
  return NAMES[itemid] ?? itemid;
}

describe('alertsFromMessage', () => {
  it('raises a whisper only while the tab is hidden', () => {
    const whisper = line({ type: 'pm-from', channel: 'pm', text: 'psst' });
    expect(fromMessage(whisper, { hidden: false })).toEqual([]);
    expect(fromMessage(whisper, { hidden: true })).toEqual([
      { kind: 'whisper', text: 'Ayla whispers: psst', at: NOW },
    ]);
  });

  it('raises nothing for the player’s own whisper, sent or received', () => {
    expect(fromMessage(line({ type: 'pm-to', channel: 'pm' }), { hidden: true })).toEqual([]);
    expect(
      fromMessage(line({ type: 'pm-from', channel: 'pm', userid: ME }), { hidden: true }),
    ).toEqual([]);
  });

  it('raises a clan line of another member, not the player’s own', () => {
    expect(fromMessage(line({ channel: 'clan-4', text: 'raid at 8' }))).toEqual([
      { kind: 'clanChat', text: '[Clan] Ayla: raid at 8', at: NOW },
    ]);
    expect(fromMessage(line({ channel: 'clan-4', userid: ME }))).toEqual([]);
  });

  it('raises a trade line with a keyword, whatever its case', () => {
    const settings = settingsWith(['tradeKeyword'], { tradeKeywords: ' ruby , Iron Bar ' });
    expect(
      fromMessage(line({ channel: 'trade', text: 'WTS iron bar x500' }), { settings }),
    ).toEqual([{ kind: 'tradeKeyword', text: '[Trade] Ayla: WTS iron bar x500', at: NOW }]);
    expect(
      fromMessage(line({ channel: 'trade', text: 'WTB RUBY gems' }), { settings }),
    ).toHaveLength(1);
    expect(fromMessage(line({ channel: 'trade', text: 'WTS copper' }), { settings })).toEqual([]);
    expect(fromMessage(line({ channel: 'trade', text: 'ruby', userid: ME }), { settings })).toEqual(
      [],
    );
    expect(fromMessage(line({ channel: 'general', text: 'ruby' }), { settings })).toEqual([]);
  });

  it('raises nothing without keywords, for switched-off alerts or malformed lines', () => {
    expect(fromMessage(line({ channel: 'trade', text: 'ruby' }))).toEqual([]);
    expect(
      fromMessage(line({ type: 'pm-from', channel: 'pm' }), { hidden: true, settings: ALL_OFF }),
    ).toEqual([]);
    expect(fromMessage(line({ channel: 'clan-4' }), { settings: ALL_OFF })).toEqual([]);
    expect(
      alertsFromMessage(
        { type: 'msg', data: { channel: 'clan-4' } },
        { settings: ALL_ON, userid: ME, hidden: true, itemName },
        NOW,
      ),
    ).toEqual([]);
  });
});

describe('the filled market order alert', () => {
  const filled = (data: unknown, settings = ALL_ON) =>
    alertsFromMessage(
      { type: 'marketOrderFilled', data },
      { settings, userid: ME, hidden: false, itemName },
      NOW,
    );
  const change = { itemid: 'metal', orderId: 9, entering: null };

  it('says what a fill took from a sell order and what is left, numbers as on the screen', () => {
    expect(filled({ ...change, type: 1, amount: 12_500, filled: 1_500 })).toEqual([
      {
        kind: 'orderFilled',
        text: 'Your sell order of Metal was partly filled: 1,500 sold, 12,500 left.',
        at: NOW,
      },
    ]);
    expect(filled({ ...change, type: 1, amount: 0, filled: 3 })).toEqual([
      {
        kind: 'orderFilled',
        text: 'Your sell order of Metal was filled: the last 3 sold.',
        at: NOW,
      },
    ]);
  });

  it('says what a fill brought a buy order and what it still wants', () => {
    expect(
      filled({ ...change, itemid: 'troll_tooth', type: 2, amount: 4, filled: 1 })[0]?.text,
    ).toBe('Your buy order of Troll Tooth was partly filled: 1 bought, 4 still wanted.');
    expect(filled({ ...change, type: 2, amount: 0, filled: 2_000 })[0]?.text).toBe(
      'Your buy order of Metal was filled: the last 2,000 bought.',
    );
  });

  it('raises nothing when switched off or for a message of another shape', () => {
    expect(filled({ ...change, type: 1, amount: 0, filled: 3 }, ALL_OFF)).toEqual([]);
    expect(filled({ ...change, type: 1, amount: 0, filled: 3 }, settingsWith(['whisper']))).toEqual(
      [],
    );
    expect(filled({ ...change, type: 1, amount: 5 })).toEqual([]);
    expect(filled({ ...change, type: 1, amount: -1, filled: 2 })).toEqual([]);
    expect(filled(null)).toEqual([]);
  });

  it('is on by default, without a sound', () => {
    expect(DEFAULT_ALERT_SETTINGS.alerts.orderFilled).toEqual({ on: true, sound: false });
  });
});

describe('parseKeywords', () => {
  it('splits on commas, trims, lower-cases and drops empty keywords', () => {
    expect(parseKeywords(' Ruby, ,iron BAR ,')).toEqual(['ruby', 'iron bar']);
    expect(parseKeywords('')).toEqual([]);
  });
});
