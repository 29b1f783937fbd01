import { ITEMS_TAKEN_MESSAGE_TYPE, JEWEL_SOLD_MESSAGE_TYPE } from '@idle/contracts';
import type { GatheringEvent, InitialData, Jewel, WorldBoss } from '@idle/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $bosses,
  $event,
  $items,
  $jewels,
  $log,
  $misc,
  applyInitialData,
  applySocketMessage,
  readActionBonusMessage,
  readItemsMessage,
  readBonusTimeMessage,
  readBossesMessage,
  resetState,
} from './index';
import { makeInitialData } from './testing/fixtures';

/** A jewel another player sent. */
const SENT_JEWEL: Jewel = {
  id: 90,
  type: 1,
  gemType: 3,
  rarity: 4,
  stats: { health: 40, attack: 0, defence: 12, accuracy: 0, dodge: 300, total: 352 },
  equipped: false,
  marketPrice: null,
  craftedBy: 'Smith_9',
  craftedByUserid: 9,
};
const SENT_LINE = 'Smith_9 sent you a jewel [jewel:3:4].';

const GOLEM: WorldBoss = {
  id: 3,
  name: 'Stone Golem',
  rarity: 4,
  level: 80,
  hpRemaining: 250_000,
  hpMax: 1_000_000,
};
const WYRM: WorldBoss = {
  id: 4,
  name: 'Ash Wyrm',
  rarity: 6,
  level: 120,
  hpRemaining: 10,
  hpMax: 5_000_000,
};

const MINING: GatheringEvent = {
  id: 12,
  type: 'mining',
  rarity: 4,
  timeRemaining: 900,
  bonusPercent: 50,
};
const WOODCUTTING: GatheringEvent = {
  id: 13,
  type: 'woodcutting',
  rarity: 6,
  timeRemaining: 1_800,
  bonusPercent: 100,
};

function initialData(overrides: Partial<InitialData> = {}): InitialData {
  return { ...makeInitialData(), ...overrides };
}

function loadedMisc() {
  const misc = $misc.get();
  if (!misc) throw new Error('misc not loaded');
  return misc;
}

beforeEach(() => {
  resetState();
  localStorage.clear();
});

describe('$bosses', () => {
  it('is filled from the initial data and emptied by resetState', () => {
    applyInitialData(initialData({ bosses: [GOLEM] }));
    expect($bosses.get()).toEqual([GOLEM]);
    resetState();
    expect($bosses.get()).toEqual([]);
  });

  it('is empty when the initial data has no boss list', () => {
    $bosses.set([GOLEM]);
    applyInitialData({ ...makeInitialData(), bosses: undefined as unknown as WorldBoss[] });
    expect($bosses.get()).toEqual([]);
  });
});

describe('$event', () => {
  it('is filled from the initial data and emptied by resetState', () => {
    applyInitialData(initialData({ event: MINING }));
    expect($event.get()).toEqual(MINING);
    resetState();
    expect($event.get()).toBeNull();
  });

  it('is null when the initial data has no event or a malformed one', () => {
    $event.set(MINING);
    applyInitialData(initialData({ event: null }));
    expect($event.get()).toBeNull();
    $event.set(MINING);
    applyInitialData({
      ...makeInitialData(),
      event: { ...MINING, type: 'fishing' } as unknown as GatheringEvent,
    });
    expect($event.get()).toBeNull();
  });
});

describe('readBossesMessage', () => {
  it('copies a list of bosses', () => {
    expect(readBossesMessage([GOLEM, { ...WYRM, extra: 1 }])).toEqual([GOLEM, WYRM]);
    expect(readBossesMessage([])).toEqual([]);
  });

  it.each([
    ['not a list', GOLEM],
    ['null', null],
    ['a boss without hit points', [{ ...GOLEM, hpRemaining: undefined }]],
    ['a boss with a text id', [{ ...GOLEM, id: '3' }]],
    ['negative hit points', [{ ...GOLEM, hpRemaining: -1 }]],
    ['a non-object entry', [GOLEM, 'Ash Wyrm']],
  ])('refuses %s', (_, data) => {
    expect(readBossesMessage(data)).toBeNull();
  });
});

describe('readBonusTimeMessage', () => {
  const current = { timeRemaining: 0, modifier: 5 };

  it('starts or updates Bonus Time', () => {
    expect(readBonusTimeMessage(current, { timeRemaining: 3_600, modifier: 25 })).toEqual({
      timeRemaining: 3_600,
      modifier: 25,
    });
    expect(readBonusTimeMessage(current, { timeRemaining: 90 })).toEqual({
      timeRemaining: 90,
      modifier: 5,
    });
  });

  it.each([
    ['stage end', { stage: 'end' }],
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['an empty list', []],
    ['an empty text', ''],
  ])('ends Bonus Time on %s, keeping the modifier', (_, data) => {
    expect(readBonusTimeMessage({ timeRemaining: 600, modifier: 5 }, data)).toEqual({
      timeRemaining: 0,
      modifier: 5,
    });
  });

  it.each([
    ['a text time', { timeRemaining: '60', modifier: 0 }],
    ['a negative time', { timeRemaining: -5, modifier: 0 }],
    ['an infinite time', { timeRemaining: Infinity, modifier: 0 }],
    ['a text modifier', { timeRemaining: 60, modifier: 'x' }],
    ['another stage', { stage: 'start' }],
    ['a number', 60],
  ])('refuses %s', (_, data) => {
    expect(readBonusTimeMessage(current, data)).toBeNull();
  });
});

describe('readActionBonusMessage', () => {
  const current = { kind: 'battling' as const, current: 10, required: 100 };

  it('reads the full bonus and keeps fields left out', () => {
    expect(
      readActionBonusMessage(current, { kind: 'crafting', current: 0, required: 200 }),
    ).toEqual({ kind: 'crafting', current: 0, required: 200 });
    expect(readActionBonusMessage(current, { current: 11 })).toEqual({
      kind: 'battling',
      current: 11,
      required: 100,
    });
    expect(readActionBonusMessage(current, { kind: null })).toEqual({
      kind: null,
      current: 10,
      required: 100,
    });
  });

  it.each([
    ['an unknown kind', { kind: 'fishing', current: 1, required: 2 }],
    ['a text count', { kind: 'battling', current: '1', required: 2 }],
    ['a negative requirement', { kind: 'battling', current: 1, required: -2 }],
    ['no known field', { stage: 'end' }],
    ['a list', [1, 2]],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(readActionBonusMessage(current, data)).toBeNull();
  });
});

describe('readItemsMessage', () => {
  it('reads the items given', () => {
    expect(readItemsMessage([{ id: 'boss_tokens', amount: 12, extra: true }])).toEqual([
      { id: 'boss_tokens', amount: 12 },
    ]);
  });

  it.each([
    ['an object', { id: 'boss_tokens', amount: 12 }],
    ['a zero amount', [{ id: 'boss_tokens', amount: 0 }]],
    ['a text amount', [{ id: 'boss_tokens', amount: '12' }]],
    ['an empty id', [{ id: '', amount: 1 }]],
    ['one bad entry among good ones', [{ id: 'gold', amount: 1 }, null]],
  ])('refuses %s', (_, data) => {
    expect(readItemsMessage(data)).toBeNull();
  });
});

describe('applySocketMessage', () => {
  it('boss replaces the list of bosses alive', () => {
    applyInitialData(initialData({ bosses: [GOLEM] }));
    expect(applySocketMessage({ type: 'boss', data: [{ ...GOLEM, hpRemaining: 5 }, WYRM] })).toBe(
      true,
    );
    expect($bosses.get()).toEqual([{ ...GOLEM, hpRemaining: 5 }, WYRM]);
    expect(applySocketMessage({ type: 'boss', data: [] })).toBe(true);
    expect($bosses.get()).toEqual([]);
  });

  it('event sets the running event and replaces it with a newer one', () => {
    applyInitialData(initialData());
    expect(applySocketMessage({ type: 'event', data: { ...MINING, stage: 'start' } })).toBe(true);
    expect($event.get()).toEqual(MINING);
    expect(applySocketMessage({ type: 'event', data: { ...MINING, timeRemaining: 600 } })).toBe(
      true,
    );
    expect($event.get()).toEqual({ ...MINING, timeRemaining: 600 });
    expect(applySocketMessage({ type: 'event', data: WOODCUTTING })).toBe(true);
    expect($event.get()).toEqual(WOODCUTTING);
  });

  it('event end empties the event only when it names the current one', () => {
    applyInitialData(initialData({ event: WOODCUTTING }));
    const listener = vi.fn();
    const stop = $event.listen(listener);
    expect(applySocketMessage({ type: 'event', data: { stage: 'end', id: MINING.id } })).toBe(
      false,
    );
    expect(listener).not.toHaveBeenCalled();
    expect($event.get()).toEqual(WOODCUTTING);
    expect(applySocketMessage({ type: 'event', data: { stage: 'end', id: WOODCUTTING.id } })).toBe(
      true,
    );
    stop();
    expect($event.get()).toBeNull();
    expect(applySocketMessage({ type: 'event', data: { stage: 'end', id: WOODCUTTING.id } })).toBe(
      false,
    );
  });

  it('bonusTime starts and ends Bonus Time in misc, leaving the rest of misc alone', () => {
    applyInitialData(initialData());
    const before = loadedMisc();
    applySocketMessage({ type: 'bonusTime', data: { timeRemaining: 1_800, modifier: 10 } });
    expect(loadedMisc()).toEqual({ ...before, bonusTime: { timeRemaining: 1_800, modifier: 10 } });
    applySocketMessage({ type: 'bonusTime', data: { stage: 'end' } });
    expect(loadedMisc().bonusTime).toEqual({ timeRemaining: 0, modifier: 10 });
  });

  it('actionBonus replaces the action bonus in misc', () => {
    applyInitialData(initialData());
    applySocketMessage({
      type: 'actionBonus',
      data: { kind: 'gathering', current: 40, required: 100 },
    });
    expect(loadedMisc().actionBonus).toEqual({ kind: 'gathering', current: 40, required: 100 });
  });

  it('addItemsToUser adds the items to the inventory', () => {
    applyInitialData(initialData());
    const gold = $items.get().gold ?? 0;
    applySocketMessage({
      type: 'addItemsToUser',
      data: [
        { id: 'boss_tokens', amount: 12 },
        { id: 'gold', amount: 5 },
      ],
    });
    expect($items.get().boss_tokens).toBe(12);
    expect($items.get().gold).toBe(gold + 5);
  });

  it('itemsTaken takes the items off the inventory, and logs nothing', () => {
    applyInitialData(initialData());
    applySocketMessage({ type: 'addItemsToUser', data: [{ id: 'boss_tokens', amount: 12 }] });
    const gold = $items.get().gold ?? 0;
    const log = $log.get();
    expect(
      applySocketMessage({
        type: ITEMS_TAKEN_MESSAGE_TYPE,
        data: [
          { id: 'boss_tokens', amount: 5 },
          { id: 'gold', amount: 1 },
        ],
      }),
    ).toBe(true);
    expect($items.get().boss_tokens).toBe(7);
    expect($items.get().gold).toBe(gold - 1);
    expect($log.get()).toBe(log);
    // Malformed: nothing changes.
    expect(
      applySocketMessage({ type: ITEMS_TAKEN_MESSAGE_TYPE, data: [{ id: 'gold', amount: -1 }] }),
    ).toBe(false);
    expect($items.get().gold).toBe(gold - 1);
  });

  it('addItemsToUser logs each item received, with its amount, newest on top', () => {
    applyInitialData(initialData());
    const now = 1_700_000_000_000;
    applySocketMessage({ type: 'addItemsToUser', data: [{ id: 'gold', amount: 1 }] }, now - 5);
    applySocketMessage(
      {
        type: 'addItemsToUser',
        data: [
          { id: 'boss_tokens', amount: 12 },
          { id: 'ember_core', amount: 2 },
        ],
      },
      now,
    );
    expect($log.get()).toEqual([
      { type: 'item', tstamp: now, data: { id: 'ember_core', amount: 2 } },
      { type: 'item', tstamp: now, data: { id: 'boss_tokens', amount: 12 } },
      { type: 'item', tstamp: now - 5, data: { id: 'gold', amount: 1 } },
    ]);
    expect(JSON.parse(localStorage.getItem('idle:log') ?? 'null')).toEqual($log.get());
  });

  it('addJewelToUser adds the jewel to the jewel inventory once and logs its line', () => {
    applyInitialData(initialData());
    const before = $jewels.get();
    const now = 1_700_000_000_000;
    const message = { type: 'addJewelToUser', data: { jewel: SENT_JEWEL, msg: SENT_LINE } };
    expect(applySocketMessage(message, now)).toBe(true);
    expect($jewels.get()).toEqual([...before, SENT_JEWEL]);
    expect($log.get()).toEqual([{ type: 'jewel', tstamp: now, data: SENT_LINE }]);
    // Delivered twice (two tabs' sockets share nothing): the jewel is listed once.
    expect(applySocketMessage(message, now + 1)).toBe(false);
    expect($jewels.get()).toHaveLength(before.length + 1);
    expect($log.get()).toHaveLength(1);
  });

  it('jewelSold takes the sold jewel out of the jewel inventory', () => {
    applyInitialData(initialData());
    const before = $jewels.get();
    $jewels.set([...before, SENT_JEWEL]);
    const message = {
      type: JEWEL_SOLD_MESSAGE_TYPE,
      data: { id: SENT_JEWEL.id, gemType: SENT_JEWEL.gemType },
    };
    expect(applySocketMessage(message)).toBe(true);
    expect($jewels.get()).toEqual(before);
    // Delivered twice: nothing more to take out.
    expect(applySocketMessage(message)).toBe(false);
  });

  it('ignores bad data, unknown types and misc messages before loading, without throwing', () => {
    applyInitialData(initialData({ bosses: [GOLEM], event: MINING }));
    const misc = loadedMisc();
    const items = $items.get();
    const listener = vi.fn();
    const stops = [
      $bosses.listen(listener),
      $event.listen(listener),
      $misc.listen(listener),
      $items.listen(listener),
      $jewels.listen(listener),
      $log.listen(listener),
    ];
    const bad: { type: string; data: unknown }[] = [
      { type: 'boss', data: { bosses: [] } },
      { type: 'boss', data: [null] },
      { type: 'event', data: null },
      { type: 'event', data: { ...WOODCUTTING, type: 'fishing' } },
      { type: 'event', data: { ...WOODCUTTING, timeRemaining: 'soon' } },
      { type: 'event', data: { stage: 'end' } },
      { type: 'event', data: { stage: 'end', id: String(MINING.id) } },
      { type: 'event', data: [WOODCUTTING] },
      { type: 'bonusTime', data: { timeRemaining: 'soon' } },
      { type: 'actionBonus', data: 'full' },
      { type: 'addItemsToUser', data: [{ id: 'gold', amount: -5 }] },
      { type: 'addItemsToUser', data: [] },
      { type: 'addJewelToUser', data: SENT_JEWEL },
      { type: 'addJewelToUser', data: { jewel: { ...SENT_JEWEL, gemType: 5 }, msg: SENT_LINE } },
      { type: 'addJewelToUser', data: { jewel: { ...SENT_JEWEL, stats: {} }, msg: SENT_LINE } },
      { type: 'addJewelToUser', data: { jewel: SENT_JEWEL, msg: '' } },
      { type: JEWEL_SOLD_MESSAGE_TYPE, data: { id: '7', gemType: 1 } },
      { type: JEWEL_SOLD_MESSAGE_TYPE, data: { id: 7, gemType: 5 } },
      { type: 'somethingElse', data: [GOLEM] },
    ];
    for (const message of bad) expect(applySocketMessage(message)).toBe(false);
    for (const stop of stops) stop();
    expect(listener).not.toHaveBeenCalled();
    expect($bosses.get()).toEqual([GOLEM]);
    expect($event.get()).toEqual(MINING);
    expect($misc.get()).toBe(misc);
    expect($items.get()).toBe(items);
    expect($log.get()).toEqual([]);

    resetState();
    expect(applySocketMessage({ type: 'bonusTime', data: { timeRemaining: 60 } })).toBe(false);
    expect(applySocketMessage({ type: 'actionBonus', data: { current: 1 } })).toBe(false);
    expect($misc.get()).toBeNull();
  });
});
