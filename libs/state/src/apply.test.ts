import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $action,
  $actionView,
  $active,
  $captchaRequired,
  $chatAccess,
  $clanAttributeTotems,
  $clan,
  $clientData,
  $defaultAction,
  $equipment,
  $gameData,
  $items,
  $lastTick,
  $log,
  $masteries,
  $misc,
  $notifications,
  $panels,
  $player,
  $runes,
  $skills,
  $tools,
  $upgradeableItems,
  IDLE_ACTION,
  applyInitialData,
  applyTick,
  beginAction,
  notify,
  resetState,
  setPanelCollapsed,
} from './index';
import { NO_ATTRIBUTE_TOTEMS } from './stores';
import { makeInitialData } from './testing/fixtures';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  resetState();
  localStorage.clear();
});

describe('applyInitialData', () => {
  it('fills every store', () => {
    const data = makeInitialData();
    applyInitialData(data);
    expect($gameData.get()).toEqual({
      itemData: data.itemData,
      itemIds: data.itemIds,
      itemTypes: data.itemTypes,
      upgradeableItemData: data.upgradeableItemData,
      equipmentData: data.equipmentData,
      areaData: data.areaData,
    });
    expect($player.get()).toEqual(data.player);
    expect($items.get()).toEqual(data.items);
    expect($skills.get()).toEqual(data.skills);
    expect($masteries.get()).toEqual(data.masteries);
    expect($active.get()).toEqual(data.active);
    expect($misc.get()).toEqual(data.misc);
    expect($tools.get()).toEqual(data.tools);
    expect($equipment.get()).toEqual(data.equipment);
    expect($upgradeableItems.get()).toEqual(data.upgradeableItems);
    expect($runes.get()).toEqual(data.runes);
    expect($clientData.get()).toEqual(data.clientData);
    expect($clan.get()).toBeNull();
    expect($chatAccess.get()).toEqual(data.chat);
    expect($clanAttributeTotems.get()).toEqual(data.clanAttributeTotems);
  });

  it('notifies each listener once', () => {
    const listener = vi.fn();
    const stop = $player.listen(listener);
    applyInitialData(makeInitialData());
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('applyTick', () => {
  it('a tick that changes only autos notifies $player and no other store', () => {
    applyInitialData(makeInitialData());
    const listeners = {
      player: vi.fn(),
      skills: vi.fn(),
      items: vi.fn(),
      misc: vi.fn(),
      masteries: vi.fn(),
      lastTick: vi.fn(),
      log: vi.fn(),
    };
    const stops = [
      $player.listen(listeners.player),
      $skills.listen(listeners.skills),
      $items.listen(listeners.items),
      $misc.listen(listeners.misc),
      $masteries.listen(listeners.masteries),
      $lastTick.listen(listeners.lastTick),
      $log.listen(listeners.log),
    ];
    applyTick('battling', { delay: 2000, autos: 149 }, NOW);
    for (const stop of stops) stop();
    expect($player.get()?.autos).toBe(149);
    expect(listeners.player).toHaveBeenCalledTimes(1);
    expect(listeners.skills).not.toHaveBeenCalled();
    expect(listeners.items).not.toHaveBeenCalled();
    expect(listeners.misc).not.toHaveBeenCalled();
    expect(listeners.masteries).not.toHaveBeenCalled();
    expect(listeners.lastTick).not.toHaveBeenCalled();
    expect(listeners.log).not.toHaveBeenCalled();
  });

  it('writes every changed store, the device log included (and its storage)', () => {
    applyInitialData(makeInitialData());
    const skills = vi.fn();
    const stop = $skills.listen(skills);
    applyTick(
      'battling',
      {
        delay: 2000,
        autos: 148,
        skill: { id: 'battling', level: 2, exp: 110, expStart: 100, expToLevel: 300 },
        itemsToAdd: [{ id: 'gold', amount: 7 }],
        data: { winner: 1 },
        drops: [{ id: 'gold', amount: 7 }],
      },
      NOW,
    );
    stop();
    expect(skills).toHaveBeenCalledTimes(1);
    expect($skills.get().battling?.level).toBe(2);
    expect($items.get().gold).toBe(107);
    expect($lastTick.get().battling).toEqual({ winner: 1 });
    expect($log.get()).toEqual([{ type: 'item', tstamp: NOW, data: { id: 'gold', amount: 7 } }]);
    expect(JSON.parse(localStorage.getItem('idle:log') ?? 'null')).toEqual($log.get());
  });

  it('puts the chest of a dungeon tick in the inventory and in the device log', () => {
    applyInitialData(makeInitialData());
    const chest = [
      { id: 'dungeoneering_tokens', amount: 20 },
      { id: 'ember_core', amount: 1 },
    ];
    applyTick(
      'dungeoneering',
      {
        delay: 2000,
        autos: 148,
        itemsToAdd: [{ id: 'gold', amount: 7 }, ...chest],
        data: { winner: 1, chest },
      },
      NOW,
    );
    expect($items.get().dungeoneering_tokens).toBe(20);
    expect($log.get()).toEqual([
      { type: 'item', tstamp: NOW, data: { id: 'ember_core', amount: 1 } },
      { type: 'item', tstamp: NOW, data: { id: 'dungeoneering_tokens', amount: 20 } },
    ]);
  });

  it('does not notify an item key listener for an item that did not change', () => {
    applyInitialData(makeInitialData());
    const gold = vi.fn();
    const stop = $items.listen((value, old) => {
      if (value.gold !== old?.gold) gold();
    });
    applyTick('mining', { delay: 2000, autos: 1, itemsToAdd: [{ id: 'ore', amount: 1 }] }, NOW);
    stop();
    expect($items.get().ore).toBe(1);
    expect(gold).not.toHaveBeenCalled();
  });
});

describe('resetState', () => {
  it('empties the game state and keeps device preferences', () => {
    applyInitialData({
      ...makeInitialData(),
      clanAttributeTotems: { health: 3, attack: 2, defence: 0, accuracy: 0, dodge: 1 },
    });
    beginAction('mining', { area: 1 });
    applyTick('mining', {
      delay: 2000,
      autos: 1,
      data: { ore: 1 },
      log: [{ type: 'msg', msg: 'x' }],
    });
    $captchaRequired.set(true);
    $actionView.set(true);
    setPanelCollapsed('skills', true);
    notify('info', 'hello');

    resetState();

    expect($player.get()).toBeNull();
    expect($gameData.get()).toBeNull();
    expect($items.get()).toEqual({});
    expect($skills.get()).toEqual({});
    expect($misc.get()).toBeNull();
    expect($runes.get()).toEqual([]);
    expect($chatAccess.get()).toBeNull();
    expect($clanAttributeTotems.get()).toEqual(NO_ATTRIBUTE_TOTEMS);
    expect($clientData.get()).toEqual({ playersOnline: 0, newAnnouncements: 0 });
    expect($action.get()).toEqual(IDLE_ACTION);
    expect($lastTick.get()).toEqual({});
    expect($captchaRequired.get()).toBe(false);
    expect($actionView.get()).toBe(false);
    expect($notifications.get()).toEqual([]);
    expect($log.get()).toEqual([]);
    expect($panels.get()).toEqual({ skills: true });
    expect($defaultAction.get()).toEqual({ type: 'mining', body: { area: 1 } });
  });
});

describe('applyItemChanges', () => {
  it('adds, then removes, never below zero, and drops emptied entries', async () => {
    const { applyItemChanges } = await import('./apply');
    const { $items } = await import('./stores');
    $items.set({ gold: 100, rat_tail: 3 });
    applyItemChanges(
      [{ id: 'gold', amount: 20 }],
      [
        { id: 'rat_tail', amount: 3 },
        { id: 'gold', amount: 50 },
      ],
    );
    expect($items.get()).toEqual({ gold: 70 });
    applyItemChanges([], [{ id: 'gold', amount: 500 }]);
    expect($items.get()).toEqual({});
  });
});
