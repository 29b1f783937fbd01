import { useQuery } from '@idle/api-client';
import { ENDPOINTS, SKILL_IDS, STATISTIC_KEYS } from '@idle/contracts';
import {
  ActiveSelection,
  EquipmentSlot,
  Mastery,
  Player,
  Skill,
  Tools,
} from '@idle/contracts/schemas';
import {
  $action,
  $active,
  $bosses,
  $event,
  $gameData,
  $items,
  $lastTick,
  $misc,
  $panels,
  $player,
  $skills,
  beginAction,
  setPanelCollapsed,
} from '@idle/state';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerNever,
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleBattleResult,
  sampleBoss,
  sampleBosses,
  sampleEvent,
  sampleInitialData,
  sampleOnlinePlayers,
  sampleTracker,
  useFakeApi,
} from './index';

afterEach(() => {
  resetAll();
  localStorage.clear();
});

describe('sampleInitialData', () => {
  const data = sampleInitialData();
  const lootIds = Object.values(data.areaData).flatMap((area) =>
    area.mobs.flatMap((mob) => mob.loot.map((drop) => drop.itemId)),
  );

  it('has the player Hero_1 with 150 Autos, valid by the contracts schema', () => {
    expect(Player.parse(data.player)).toEqual(data.player);
    expect(data.player.username).toBe('Hero_1');
    expect(data.player.autos).toBe(150);
    expect(data.player.maxAutos).toBeGreaterThanOrEqual(data.player.autos);
  });

  it('has at least two basic areas of three mobs, each with loot, keyed by their id', () => {
    const basic = Object.values(data.areaData).filter((area) => area.type === 1);
    expect(basic.length).toBeGreaterThanOrEqual(2);
    for (const area of basic) {
      expect(area.mobs).toHaveLength(3);
      for (const mob of area.mobs) expect(mob.loot.length).toBeGreaterThan(0);
    }
    for (const [key, area] of Object.entries(data.areaData)) expect(key).toBe(String(area.id));
    const mobIds = Object.values(data.areaData).flatMap((area) => area.mobs.map((mob) => mob.id));
    expect(new Set(mobIds).size).toBe(mobIds.length);
  });

  it('has item data for every item the loot, the inventory, the categories and potions name', () => {
    const named = [
      ...lootIds,
      ...Object.keys(data.items),
      ...Object.values(data.itemIds).flat(),
      ...Object.keys(data.misc.potions),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(data.itemData, `item data of ${id}`).toHaveProperty([id]);
    for (const [id, item] of Object.entries(data.itemData)) {
      expect(data.itemTypes, `type of ${id}`).toHaveProperty([item.type]);
    }
  });

  it('has loot amounts and frequencies the screens can show', () => {
    for (const area of Object.values(data.areaData)) {
      for (const mob of area.mobs) {
        expect(mob.gold[0]).toBeLessThanOrEqual(mob.gold[1]);
        for (const drop of mob.loot) {
          expect(drop.amount[0]).toBeGreaterThan(0);
          expect(drop.amount[0]).toBeLessThanOrEqual(drop.amount[1]);
          expect(drop.frequency).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('has every skill, valid masteries, statistics and tools', () => {
    for (const id of SKILL_IDS) {
      const skill = data.skills[id];
      expect(Skill.parse(skill)).toEqual(skill);
      expect(skill.exp).toBeGreaterThanOrEqual(skill.expStart);
      expect(skill.expToLevel).toBeGreaterThan(skill.expStart);
    }
    for (const mastery of Object.values(data.masteries)) {
      expect(Mastery.parse(mastery)).toEqual(mastery);
    }
    for (const key of STATISTIC_KEYS) expect(typeof data.misc.statistics[key]).toBe('number');
    expect(Tools.parse(data.tools)).toEqual(data.tools);
  });

  it('has equipment in slots 1 and 3 to 8, of types the equipment data knows', () => {
    expect(Object.keys(data.equipment).sort()).toEqual(['1', '3', '4', '5', '6', '7', '8']);
    for (const slot of Object.values(data.equipment)) {
      expect(EquipmentSlot.parse(slot)).toEqual(slot);
      expect(data.equipmentData).toHaveProperty([String(slot.type)]);
    }
  });

  it('has an active selection that points at a real mob and mastery', () => {
    const active = ActiveSelection.parse(data.active);
    expect(active.mob).not.toBeNull();
    const area = data.areaData[String(active.mob?.area)];
    expect(area?.mobs.find((mob) => mob.id === active.mob?.id)?.name).toBe(active.mob?.name);
    expect(data.masteries).toHaveProperty([String(active.mastery)]);
  });

  it('builds fresh objects on every call and applies overrides to top-level fields', () => {
    const first = sampleInitialData();
    first.player.autos = 0;
    expect(sampleInitialData().player.autos).toBe(150);
    const custom = sampleInitialData({ clientData: { playersOnline: 3, newAnnouncements: 2 } });
    expect(custom.clientData).toEqual({ playersOnline: 3, newAnnouncements: 2 });
    expect(custom.player.username).toBe('Hero_1');
  });
});

describe('battle samples', () => {
  it('makes a won and a lost battle of Hero_1', () => {
    const won = sampleBattleResult(1);
    expect(won.winner).toBe(1);
    expect(won.p1.name).toBe('Hero_1');
    expect(won.p2.hp).toBe(0);
    expect(won.attributeGain).toBeGreaterThan(0);
    const lost = sampleBattleResult(2);
    expect(lost.winner).toBe(2);
    expect(lost.p1.hp).toBe(0);
    expect(lost.attributeGain).toBe(0);
    expect(lost.gold).toBe(0);
    expect(sampleBattleResult(1, { gold: 9 }).gold).toBe(9);
  });

  it('makes a consistent tracker', () => {
    const tracker = sampleTracker();
    expect(tracker.wins + tracker.losses).toBe(tracker.actions);
    expect((600 / tracker.actions) * tracker.gold).toBe(18_000);
  });

  it('makes world bosses with valid rarities and hit points within their maximum', () => {
    const bosses = sampleBosses();
    expect(new Set(bosses.map((boss) => boss.id)).size).toBe(bosses.length);
    for (const boss of bosses) {
      expect(boss.rarity).toBeGreaterThanOrEqual(1);
      expect(boss.rarity).toBeLessThanOrEqual(7);
      expect(boss.hpRemaining).toBeGreaterThan(0);
      expect(boss.hpRemaining).toBeLessThanOrEqual(boss.hpMax);
      expect(boss.hpMax).toBe(5_000_000 + 100_000 * boss.level);
    }
    expect(sampleBoss({ hpRemaining: 1 }).hpRemaining).toBe(1);
    loadState(sampleInitialData({ bosses }));
    expect($bosses.get()).toEqual(bosses);
    resetAll();
    expect($bosses.get()).toEqual([]);
  });

  it('makes a running gathering event the state accepts, with overrides', () => {
    const event = sampleEvent();
    expect(event.timeRemaining).toBeGreaterThan(0);
    expect(event.bonusPercent).toBeGreaterThan(0);
    expect(sampleEvent({ type: 'quarrying', rarity: 7 })).toEqual({
      ...event,
      type: 'quarrying',
      rarity: 7,
    });
    loadState(sampleInitialData({ event }));
    expect($event.get()).toEqual(event);
    resetAll();
    expect($event.get()).toBeNull();
  });

  it('lists online players with valid ranks', () => {
    for (const player of sampleOnlinePlayers()) {
      expect(player.nobilityRank).toBeGreaterThanOrEqual(1);
      expect(player.nobilityRank).toBeLessThanOrEqual(27);
    }
  });
});

describe('loadState and resetAll', () => {
  it('fills every store from the sample and empties them again', () => {
    const data = loadState();
    expect($player.get()?.username).toBe('Hero_1');
    expect($gameData.get()?.areaData).toEqual(data.areaData);
    expect($items.get().gold).toBe(12_345);
    expect($skills.get().battling?.level).toBe(12);
    expect($active.get()?.mob?.name).toBe('Cellar Rat');
    expect($misc.get()?.statistics.totalActions).toBe(1_234_567);

    beginAction('battling');
    $lastTick.setKey('battling', sampleBattleResult(1));
    setPanelCollapsed('log', true);
    localStorage.setItem('storybook-layout', 'kept');
    resetAll();
    expect($player.get()).toBeNull();
    expect($gameData.get()).toBeNull();
    expect($items.get()).toEqual({});
    expect($lastTick.get()).toEqual({});
    expect($action.get().type).toBeNull();
    expect($panels.get()).toEqual({});
    expect(Object.keys(localStorage).filter((key) => key.startsWith('idle:'))).toEqual([]);
    expect(localStorage.getItem('storybook-layout')).toBe('kept');
  });

  it('loads the data it is given', () => {
    loadState(sampleInitialData({ areaData: {} }));
    expect($gameData.get()?.areaData).toEqual({});
  });
});

describe('fakeFetch', () => {
  it('answers by path and mod, JSON-encoded, and records the calls', async () => {
    const fetch = fakeFetch({
      'misc.php?mod=changeActiveAttribute': false,
      'misc.php': { fallback: true },
      'areas.php': (request: { params: Record<string, string> }) => ({ got: request.params.mob }),
    });
    const denied = await fetch('/php/misc.php?mod=changeActiveAttribute&id=2', { method: 'GET' });
    expect(await denied.text()).toBe('false');
    const other = await fetch('/php/misc.php?mod=ping', { method: 'GET' });
    expect(await other.json()).toEqual({ fallback: true });
    const posted = await fetch('/php/areas.php', {
      method: 'POST',
      body: 'mod=enterArea&area=1&mob=3',
    });
    expect(await posted.json()).toEqual({ got: '3' });
    expect(fetch.calls.map((call) => [call.method, call.path, call.mod])).toEqual([
      ['GET', 'misc.php', 'changeActiveAttribute'],
      ['GET', 'misc.php', 'ping'],
      ['POST', 'areas.php', 'enterArea'],
    ]);
    expect(fetch.calls[2]?.params).toEqual({ mod: 'enterArea', area: '1', mob: '3' });
  });

  it('answers an unknown call with an empty 404 and passes a Response through', async () => {
    const fetch = fakeFetch({ 'broken.php': new Response('oops', { status: 500 }) });
    const missing = await fetch('/php/nothing.php', {});
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
    const broken = await fetch('/php/broken.php', {});
    expect(broken.status).toBe(500);
  });

  it('answers the sample calls: the registry, a known mob and an unknown one', async () => {
    const fetch = fakeFetch(sampleApiAnswers());
    expect(await (await fetch('/remotes.json')).json()).toEqual([]);
    const known = await fetch('/php/areas.php', { method: 'POST', body: 'mod=enterArea&mob=14' });
    expect(await known.json()).toEqual({ mobName: 'Moss Troll' });
    const unknown = await fetch('/php/areas.php', { method: 'POST', body: 'mod=enterArea&mob=99' });
    expect(await unknown.json()).toEqual({ error: 'That mob does not exist in that area.' });
  });

  it('answerNever leaves the request unanswered', async () => {
    const fetch = fakeFetch({ 'misc.php?mod=getLog': answerNever });
    const answer = fetch('/php/misc.php?mod=getLog', {}).then(() => 'answered');
    const later = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 20));
    expect(await Promise.race([answer, later])).toBe('still waiting');
  });

  it('a load answerNever left in flight does not hold its key once useFakeApi is called again', async () => {
    const load = () => useQuery(ENDPOINTS.market.loadItems, { itemid: 'metal' });
    useFakeApi({ 'market.php?mod=loadItems': answerNever });
    const waiting = renderHook(load);
    expect(waiting.result.current.state).toEqual({ status: 'loading' });
    waiting.unmount();
    useFakeApi({ 'market.php?mod=loadItems': { sellOrders: [], buyOrders: [], playerOrders: [] } });
    const loaded = renderHook(load);
    await waitFor(() => expect(loaded.result.current.state.status).toBe('ready'));
  });
});
