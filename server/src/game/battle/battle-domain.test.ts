/**
 * The battle domain beyond basic areas: special areas, area 14, dungeons, world bosses, heroic
 * and battling upgrades, Bonus Time and the action bonus.
 */
import type {
  BossFightData,
  DungeonBattleResult,
  LoadDungeonsAnswer,
  SpecialBattleResult,
  TickAnswer,
  WorldBoss,
} from '@idle/contracts';
import { upgradeStoneCost, SPECIAL_BATTLES_PER_DAY } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_EARLY_TEXT } from '../actions/current-action';
import { BOSS_GONE_TEXT } from './boss-battle.handler';
import { DUNGEON_STOPPED_TEXT, NOT_IN_DUNGEON_TEXT } from './dungeon.handler';
import { NOT_BATTLING_TEXT } from './mobs';
import { POWER_ONLY_AREA_14_TEXT } from './battle';
import { bossTokenShare } from './boss-kill';
import { AREAS } from '../content/areas';
import { BOSSES, bossHp } from '../content/bosses';
import { DUNGEONS } from '../content/dungeons';
import type { LiveHub } from '../context';
import {
  ALREADY_IN_DUNGEON_TEXT,
  DUNGEON_LEVEL_TEXT,
  NO_KEY_TEXT,
  NOT_IN_A_DUNGEON_TEXT,
} from './dungeons';
import { MAX_DOSES_TEXT, maxHeroicDoses } from '../heroic/heroic';
import { NO_SPECIAL_BATTLES_TEXT, SPECIAL_BATTLES_CAP } from './special-areas';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
  userRow,
} from '../../test-support';
import { ACTION_BONUS } from '../world/action-bonus.schedule';
import { BONUS_TIME } from '../world/bonus-time.schedule';
import { WORLD_BOSSES } from './bosses.schedule';

const DELAY = 6000;
const DAY = 24 * 3600 * 1000;
let t: TestGame;
let cookie: string;
let pushed: { userId: number | null; type: string; data: unknown }[];

const recordingHub: LiveHub = {
  toUser: (userId, message) => pushed.push({ userId, type: message.type, data: message.data }),
  broadcast: (message) => pushed.push({ userId: null, type: message.type, data: message.data }),
  forceLogout: () => undefined,
  onlineUserIds: () => [],
};

beforeEach(async () => {
  pushed = [];
  t = await createTestGame({ devTools: true, live: recordingHub });
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

/** Makes a player strong enough to win every early fight. */
async function makeStrong(username: string, attack = 5000) {
  const user = await userRow(t.game, username);
  if (!user) throw new Error('no user');
  t.game.actionCache.forget(user.id);
  await t.game.db
    .updateTable('users')
    .set({ health: 100_000, attack, defence: 5000, accuracy: 20_000 })
    .where('id', '=', user.id)
    .execute();
}

async function tick<Data>(path: string, who = cookie, body: Record<string, unknown> = {}) {
  const response = await t.post(`actions/${path}`, body, who);
  t.game.clock.advance(DELAY);
  return { status: response.statusCode, answer: response.json<TickAnswer<Data>>() };
}

const special = AREAS.find((area) => area.id === 9);
const emberImp = special?.mobs[0];
const rift = AREAS.find((area) => area.id === 14);
const cellar = DUNGEONS[0];
if (!special || !emberImp || !rift || !cellar) throw new Error('content missing');

describe('special areas', () => {
  it('gives each special area its daily battles, spends one per win and never goes below zero', async () => {
    expect(
      (await t.get('areas.php', { mod: 'loadSpecialBattlesRemaining' }, cookie)).json(),
    ).toEqual({ '9': SPECIAL_BATTLES_PER_DAY, '10': SPECIAL_BATTLES_PER_DAY });
    await makeStrong('Hero_1');
    await t.post('areas.php', { mod: 'enterArea', area: 9, mob: emberImp.id }, cookie);
    const first = await tick<SpecialBattleResult>('specialbattle.php');
    expect(first.answer.data?.winner).toBe(1);
    expect(first.answer.data?.specialBattlesRemaining).toBe(SPECIAL_BATTLES_PER_DAY - 1);

    await t.post(
      'dev.php',
      { mod: 'setSpecialBattles', username: 'Hero_1', area: 9, remaining: 1 },
      cookie,
    );
    const last = await tick<SpecialBattleResult>('specialbattle.php');
    expect(last.answer.data?.specialBattlesRemaining).toBe(0);
    expect(last.answer.stopAction).toEqual({
      msg: NO_SPECIAL_BATTLES_TEXT,
      startDefaultAction: true,
    });
    const after = await tick('specialbattle.php');
    expect(after.answer.stopAction?.msg).toBe(NO_SPECIAL_BATTLES_TEXT);
    expect(after.answer.data).toBeUndefined();
    const row = await t.game.db.selectFrom('special_battles').selectAll().executeTakeFirst();
    expect(row?.remaining).toBe(0);
  });

  it('adds a day of battles at each new day, saved up to the cap', async () => {
    await t.post(
      'dev.php',
      { mod: 'setSpecialBattles', username: 'Hero_1', area: 10, remaining: 90 },
      cookie,
    );
    t.game.clock.advance(DAY);
    const next = (await t.get('areas.php', { mod: 'loadSpecialBattlesRemaining' }, cookie)).json<
      Record<string, number>
    >();
    expect(next['10']).toBe(SPECIAL_BATTLES_CAP);
    expect(next['9']).toBe(SPECIAL_BATTLES_PER_DAY);
  });

  it('when the special battles run out, the default action battles the last basic mob again', async () => {
    const basic = AREAS[0]?.mobs[1];
    if (!basic) throw new Error('no mob');
    await makeStrong('Hero_1');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: basic.id }, cookie);
    await t.post('areas.php', { mod: 'enterArea', area: 9, mob: emberImp.id }, cookie);
    await t.post(
      'dev.php',
      { mod: 'setSpecialBattles', username: 'Hero_1', area: 9, remaining: 1 },
      cookie,
    );
    const last = await tick<SpecialBattleResult>('specialbattle.php');
    expect(last.answer.stopAction?.startDefaultAction).toBe(true);
    const next = await tick<{ p2: { name: string } }>('battle.php');
    expect(next.answer.data?.p2.name).toBe(basic.name);
    // The special mob never became the quick link's mob.
    expect((await userRow(t.game, 'Hero_1'))?.last_mob).toBe(basic.id);
  });

  it('ticks only on its own endpoint: battle.php does not fight a special mob', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 9, mob: emberImp.id }, cookie);
    const wrong = await tick('battle.php');
    expect(wrong.answer.stopAction).toEqual({ msg: NOT_BATTLING_TEXT, hardExit: true });
  });
});

describe('area 14', () => {
  const mob = rift.mobs[0];
  if (!mob) throw new Error('no rift mob');

  it('grows the mob to the power level typed in', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 14, mob: mob.id, power: 10 }, cookie);
    const tiny = await tick<{ p2: { maxHp: number } }>('battle.php');
    expect(tiny.answer.data?.p2.maxHp).toBe(
      Math.max(1, Math.round(mob.health * (10 / mob.powerLevel))),
    );
    t.game.clock.advance(DELAY);
    await t.post('areas.php', { mod: 'enterArea', area: 14, mob: mob.id, power: 1.5e9 }, cookie);
    const huge = await tick<{ p2: { maxHp: number }; winner: number }>('battle.php');
    expect(huge.answer.data?.p2.maxHp).toBeGreaterThan(1e9);
    expect(huge.answer.data?.winner).toBe(2);
  });

  it('refuses a power level outside area 14 or out of bounds, changing nothing', async () => {
    const basic = AREAS[0]?.mobs[0];
    if (!basic) throw new Error('no mob');
    await expectRefusedUnchanged(
      t.game,
      () => t.post('areas.php', { mod: 'enterArea', area: 1, mob: basic.id, power: 5 }, cookie),
      POWER_ONLY_AREA_14_TEXT,
    );
    for (const [power, error] of [
      [0, 'The power must be at least 1.'],
      ['lots', 'The power must be a number.'],
      [2e15, 'That power is too large.'],
      [2.5, 'The power must be a whole number.'],
    ] as const) {
      await expectRefusedUnchanged(
        t.game,
        () => t.post('areas.php', { mod: 'enterArea', area: 14, mob: mob.id, power }, cookie),
        error,
      );
    }
  });
});

describe('dungeons', () => {
  const enter = (id: number) => t.post('areas.php', { mod: 'enterDungeon', id }, cookie);

  it('lists every dungeon with its rooms and chest, and no current run at first', async () => {
    const list = (
      await t.get('areas.php', { mod: 'loadDungeons' }, cookie)
    ).json<LoadDungeonsAnswer>();
    expect(list.dungeons.length).toBeGreaterThanOrEqual(5);
    expect(list.currentDungeon).toBeNull();
    expect(list.dungeons[0]).toMatchObject({
      name: cellar.name,
      key: 'cellar_key',
      levelRequired: 1,
    });
    expect(list.dungeons[0]).not.toHaveProperty('roomMobs');
  });

  it('refuses entry without a key or the level, and keeps the key', async () => {
    await expectRefusedUnchanged(t.game, () => enter(1), NO_KEY_TEXT);
    await grantItems(t.game, 'Hero_1', { warren_key: 1 });
    await expectRefusedUnchanged(t.game, () => enter(2), DUNGEON_LEVEL_TEXT);
    expect((await itemsOf(t.game, 'Hero_1')).warren_key).toBe(1);
    await expectRefusedUnchanged(t.game, () => enter(99), 'There is no such dungeon.');
    await expectRefusedUnchanged(
      t.game,
      () => t.post('areas.php', { mod: 'enterDungeon', id: 'x' }, cookie),
      'The choice must be a number.',
    );
  });

  it('spends a key to enter, fights room by room to the chest, then goes again with the next key', async () => {
    await makeStrong('Hero_1');
    await grantItems(t.game, 'Hero_1', { cellar_key: 2 });
    const entered = (await enter(1)).json<unknown>();
    expect(entered).toEqual({
      currentDungeon: { id: 1, currentRoom: 1, completed: false, stopAfterComplete: false },
      itemsToRemove: [{ id: 'cellar_key', amount: 1 }],
    });
    expect((await itemsOf(t.game, 'Hero_1')).cellar_key).toBe(1);
    await expectRefusedUnchanged(t.game, () => enter(1), ALREADY_IN_DUNGEON_TEXT);

    const rooms: number[] = [];
    let chestTick: TickAnswer<DungeonBattleResult> | null = null;
    for (let i = 0; i < 200 && !chestTick; i++) {
      const { answer } = await tick<DungeonBattleResult>('dungeon.php');
      const dungeon = answer.data?.dungeon;
      if (!dungeon) throw new Error(JSON.stringify(answer));
      expect(answer.data?.winner).toBe(1);
      expect(dungeon.exp).toBe(cellar.exp);
      rooms.push(dungeon.currentRoom);
      if (dungeon.completed) chestTick = answer;
    }
    if (!chestTick?.data) throw new Error('never reached the chest');
    // Rooms only ever go up by one, and the chest comes in the last room.
    expect(rooms.every((room, index) => index === 0 || room - (rooms[index - 1] ?? 0) <= 1)).toBe(
      true,
    );
    expect(chestTick.data.dungeon.currentRoom).toBe(cellar.rooms.length);
    expect(chestTick.data.chest).toContainEqual({
      id: 'dungeoneering_tokens',
      amount: cellar.tokens,
    });
    expect(chestTick.misc?.statistics?.totalDungeonsCompleted).toBe(1);
    expect(chestTick.misc?.dungeonsCompleted).toEqual({ dungeon1: 1 });
    // The second key went into the next run.
    expect(chestTick.itemsToRemove).toEqual([{ id: 'cellar_key', amount: 1 }]);
    expect(chestTick.stopAction).toBeUndefined();
    const items = await itemsOf(t.game, 'Hero_1');
    expect(items.dungeoneering_tokens).toBe(cellar.tokens);
    expect(items.cellar_key).toBeUndefined();
    const run = await t.game.db.selectFrom('dungeon_runs').selectAll().executeTakeFirst();
    expect(run?.current_room).toBe(1);
    // Both keys are counted as destroyed: the one to enter and the one the next run took.
    const keyFlow = await t.game.db
      .selectFrom('economy_counters')
      .select(['destroyed'])
      .where('item_id', '=', 'cellar_key')
      .execute();
    expect(keyFlow.reduce((sum, row) => sum + row.destroyed, 0)).toBe(2);
  });

  it('stops after the chest when asked to, and when no key is left', async () => {
    await makeStrong('Hero_1');
    await grantItems(t.game, 'Hero_1', { cellar_key: 1 });
    await enter(1);
    expect((await t.post('areas.php', { mod: 'dungeonStopAfter', value: 1 }, cookie)).json()).toBe(
      true,
    );
    let last: TickAnswer<DungeonBattleResult> | null = null;
    for (let i = 0; i < 200; i++) {
      last = (await tick<DungeonBattleResult>('dungeon.php')).answer;
      if (last.data?.dungeon.completed) break;
    }
    expect(last?.stopAction).toEqual({ msg: DUNGEON_STOPPED_TEXT });
    expect(await t.game.db.selectFrom('dungeon_runs').selectAll().execute()).toEqual([]);

    // Without stop-after and without a key, the run ends at the chest.
    await grantItems(t.game, 'Hero_1', { cellar_key: 1 });
    await enter(1);
    for (let i = 0; i < 200; i++) {
      last = (await tick<DungeonBattleResult>('dungeon.php')).answer;
      if (last.data?.dungeon.completed) break;
    }
    expect(last?.stopAction?.msg).toBe('You have no Cellar Key left to enter again.');
    expect(await t.game.db.selectFrom('dungeon_runs').selectAll().execute()).toEqual([]);
    // The second run's count starts from the stored one (entering read the action afresh).
    expect(last?.misc?.dungeonsCompleted).toEqual({ dungeon1: 2 });
    const stored = await t.game.db.selectFrom('dungeons_completed').selectAll().execute();
    expect(stored.map((row) => [row.dungeon_id, row.count])).toEqual([[1, 2]]);
  });

  it('leaving mid-dungeon ends the run and keeps the key spent', async () => {
    await grantItems(t.game, 'Hero_1', { cellar_key: 1 });
    await enter(1);
    expect((await t.post('areas.php', { mod: 'leaveDungeon' }, cookie)).json()).toBe(true);
    expect(await itemsOf(t.game, 'Hero_1')).not.toHaveProperty('cellar_key');
    const after = await tick('dungeon.php');
    expect(after.answer.stopAction).toEqual({ msg: NOT_IN_DUNGEON_TEXT, hardExit: true });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('areas.php', { mod: 'leaveDungeon' }, cookie),
      NOT_IN_A_DUNGEON_TEXT,
    );
  });

  it('resumes the same room after battling elsewhere, and keeps the timer across the switch', async () => {
    await makeStrong('Hero_1');
    await grantItems(t.game, 'Hero_1', { cellar_key: 1 });
    await enter(1);
    let room = 1;
    for (let i = 0; i < 100 && room === 1; i++) {
      room = (await tick<DungeonBattleResult>('dungeon.php')).answer.data?.dungeon.currentRoom ?? 1;
    }
    expect(room).toBe(2);
    const basic = AREAS[0]?.mobs[0];
    if (!basic) throw new Error('no mob');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: basic.id }, cookie);
    await t.post('actions/battle.php', {}, cookie);
    // Straight back to the dungeon: the battle's timer still holds.
    const early = await t.post('actions/dungeon.php', {}, cookie);
    expect(early.json()).toEqual({ error: TOO_EARLY_TEXT, retryIn: DELAY });
    t.game.clock.advance(DELAY);
    const resumed = await tick<DungeonBattleResult>('dungeon.php');
    expect(resumed.answer.data?.dungeon.currentRoom).toBeGreaterThanOrEqual(2);
    const list = (
      await t.get('areas.php', { mod: 'loadDungeons' }, cookie)
    ).json<LoadDungeonsAnswer>();
    expect(list.currentDungeon?.id).toBe(1);
  });
});

describe('world bosses', () => {
  async function spawn(): Promise<WorldBoss> {
    await t.game.world.step();
    const boss = t.game.world.view(WORLD_BOSSES)[0];
    if (!boss) throw new Error('no boss spawned');
    return boss;
  }

  it('spawns on schedule, is in the initial data and pushed over the socket', async () => {
    const boss = await spawn();
    expect(boss).toMatchObject({ name: BOSSES[0]?.name, hpMax: bossHp(BOSSES[0]?.level ?? 0) });
    expect(pushed).toContainEqual({ userId: null, type: 'boss', data: [boss] });
    const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      bosses: WorldBoss[];
    }>();
    expect(data.bosses).toEqual([boss]);
    expect((await t.get('misc.php', { mod: 'loadBosses' }, cookie)).json()).toEqual([boss]);
    // No second boss while one lives.
    t.game.clock.advance(DAY);
    await t.game.world.step();
    expect(t.game.world.view(WORLD_BOSSES)).toHaveLength(1);
  });

  it('charges first (wait=1, no Auto), then every fight takes damage off the shared hit points', async () => {
    const boss = await spawn();
    const autos = (await userRow(t.game, 'Hero_1'))?.autos ?? 0;
    const charge = (
      await t.post('actions/bossbattle.php', { id: boss.id }, cookie)
    ).json<unknown>();
    expect(charge).toEqual({ delay: DELAY, autos, data: { wait: 1, boss } });
    const early = await t.post('actions/bossbattle.php', { id: boss.id }, cookie);
    expect(early.json()).toEqual({ error: TOO_EARLY_TEXT, retryIn: DELAY });
    t.game.clock.advance(DELAY);
    const fight = await tick<BossFightData>('bossbattle.php', cookie, { id: boss.id });
    const data = fight.answer.data;
    if (!data) throw new Error(JSON.stringify(fight.answer));
    expect(fight.answer.autos).toBe(autos - 1);
    expect(data.damageDealt).toBe(data.p1.totalDamage);
    expect(data.boss.hpRemaining).toBe(boss.hpMax - data.damageDealt);
    expect(data.playerDamage).toBe(data.damageDealt);
    expect(fight.answer.misc?.statistics?.totalBossDamage).toBe(data.damageDealt);
    const stored = await t.game.db.selectFrom('world_bosses').selectAll().executeTakeFirst();
    expect(stored?.hp_remaining).toBe(boss.hpMax - data.damageDealt);
  });

  it('a boss killed by two players at once is killed once and rewards both by their share', async () => {
    const other = await t.register('Hero_2');
    await makeStrong('Hero_1', 200);
    await makeStrong('Hero_2', 100);
    const boss = await spawn();
    for (const who of [cookie, other]) {
      await t.post('actions/bossbattle.php', { id: boss.id }, who);
    }
    t.game.clock.advance(DELAY);
    await Promise.all(
      [cookie, other].map((who) => t.post('actions/bossbattle.php', { id: boss.id }, who)),
    );
    t.game.clock.advance(DELAY);
    const damage = await t.game.db
      .selectFrom('boss_damage')
      .select(['user_id', 'damage'])
      .orderBy('user_id')
      .execute();
    expect(damage).toHaveLength(2);
    await t.post('dev.php', { mod: 'setBossHp', id: boss.id, hp: 1 }, cookie);
    pushed = [];
    const [first, second] = await Promise.all(
      [cookie, other].map(async (who) =>
        (await t.post('actions/bossbattle.php', { id: boss.id }, who)).json<
          TickAnswer<BossFightData>
        >(),
      ),
    );
    const killers = [first, second].filter((answer) => answer?.data?.killed);
    expect(killers).toHaveLength(1);
    const stored = await t.game.db.selectFrom('world_bosses').selectAll().executeTakeFirst();
    expect(stored?.killed_at).not.toBeNull();
    expect(stored?.hp_remaining).toBe(0);
    expect(t.game.world.view(WORLD_BOSSES)).toEqual([]);

    const finalDamage = await t.game.db
      .selectFrom('boss_damage')
      .select(['user_id', 'damage'])
      .orderBy('user_id')
      .execute();
    const total = finalDamage.reduce((sum, row) => sum + row.damage, 0);
    const tokens = BOSSES[0]?.tokens ?? 0;
    for (const [index, name] of ['Hero_1', 'Hero_2'].entries()) {
      const row = finalDamage[index];
      if (!row) throw new Error('no damage row');
      expect((await itemsOf(t.game, name)).boss_tokens).toBe(
        bossTokenShare(tokens, row.damage, total),
      );
      const kills = await t.game.db
        .selectFrom('statistics')
        .select('value')
        .where('user_id', '=', row.user_id)
        .where('stat', '=', 'totalBossesKilled')
        .executeTakeFirst();
      expect(kills?.value).toBe(1);
      const message = pushed.find(
        (entry) => entry.type === 'addItemsToUser' && entry.userId === row.user_id,
      );
      expect(message?.data).toContainEqual({
        id: 'boss_tokens',
        amount: bossTokenShare(tokens, row.damage, total),
      });
    }
    expect(pushed).toContainEqual({ userId: null, type: 'boss', data: [] });
    // The dead boss is fought no more.
    t.game.clock.advance(DELAY);
    const late = await tick('bossbattle.php', cookie, { id: boss.id });
    expect(late.answer.stopAction).toEqual({ msg: BOSS_GONE_TEXT, hardExit: true });
  });

  it('refuses a boss id that is not a number', async () => {
    const response = await t.post('actions/bossbattle.php', { id: 'x' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The choice must be a number.' });
  });
});

describe('heroic upgrades', () => {
  it('answers the potion dose maximum of this month', async () => {
    expect((await t.get('misc.php', { mod: 'loadHeroic' }, cookie)).json()).toEqual({
      maxHeroic: maxHeroicDoses(t.game.clock.now()),
    });
    expect(maxHeroicDoses(Date.UTC(2019, 0, 15))).toBe(0);
    expect(maxHeroicDoses(Date.UTC(2020, 0, 1))).toBe(12);
  });

  it('drinks a heroic potion for a dose, and refuses without one or at the maximum', async () => {
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'useHeroicPotion' }, cookie),
      'You do not have enough Heroic Potion.',
    );
    await grantItems(t.game, 'Hero_1', { heroic_potion: 2 });
    expect((await t.post('misc.php', { mod: 'useHeroicPotion' }, cookie)).json()).toEqual({
      heroic: { potionDoses: 1, shardUpgrades: 0 },
      itemsToRemove: [{ id: 'heroic_potion', amount: 1 }],
    });
    await t.game.db
      .updateTable('users')
      .set({ heroic_potion_doses: maxHeroicDoses(t.game.clock.now()) })
      .execute();
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'useHeroicPotion' }, cookie),
      MAX_DOSES_TEXT,
    );
  });

  it('buys shard upgrades at their rising cost', async () => {
    await grantItems(t.game, 'Hero_1', { heroic_shard: 12 });
    for (let i = 0; i < 10; i++) await t.post('misc.php', { mod: 'useHeroicShards' }, cookie);
    expect((await itemsOf(t.game, 'Hero_1')).heroic_shard).toBe(2);
    expect((await t.post('misc.php', { mod: 'useHeroicShards' }, cookie)).json()).toEqual({
      heroic: { potionDoses: 0, shardUpgrades: 11 },
      itemsToRemove: [{ id: 'heroic_shard', amount: 2 }],
    });
  });

  it('buys health and damage upgrades with stones, refusing a shortfall or an unknown type', async () => {
    await grantItems(t.game, 'Hero_1', { health_upgrade_stone: upgradeStoneCost(0) });
    expect(
      (await t.post('misc.php', { mod: 'useUpgradeStones', type: 'health' }, cookie)).json(),
    ).toEqual({
      upgrades: { health: 1, damage: 0 },
      itemsToRemove: [{ id: 'health_upgrade_stone', amount: upgradeStoneCost(0) }],
    });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'useUpgradeStones', type: 'health' }, cookie),
      'You do not have enough Health Upgrade Stone.',
    );
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'useUpgradeStones', type: 'speed' }, cookie),
      'Choose health or damage.',
    );
  });

  it('applies the health upgrade in battle', async () => {
    const basic = AREAS[0]?.mobs[0];
    if (!basic) throw new Error('no mob');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: basic.id }, cookie);
    const before = await tick<{ p1: { maxHp: number } }>('battle.php');
    await t.game.db.updateTable('users').set({ upgrade_health: 50 }).execute();
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: basic.id }, cookie);
    t.game.clock.advance(DELAY);
    const after = await tick<{ p1: { maxHp: number } }>('battle.php');
    expect(after.answer.data?.p1.maxHp).toBe(Math.floor((before.answer.data?.p1.maxHp ?? 0) * 1.5));
  });
});

describe('Bonus Time and the action bonus', () => {
  const firstMob = AREAS[0]?.mobs[0];
  if (!firstMob) throw new Error('no mob');
  const basic = firstMob;

  async function winExp() {
    await makeStrong('Hero_1');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: basic.id }, cookie);
    t.game.clock.advance(DELAY);
    return (await tick<{ exp: number; winner: number }>('battle.php')).answer.data;
  }

  it('Bonus Time adds 75% plus its modifier to exp, and shows in the initial data', async () => {
    await t.post('dev.php', { mod: 'startBonusTime', minutes: 30, modifier: 5 }, cookie);
    expect(pushed).toContainEqual({
      userId: null,
      type: 'bonusTime',
      data: { timeRemaining: 1800, modifier: 5 },
    });
    const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      misc: { bonusTime: unknown };
    }>();
    expect(data.misc.bonusTime).toEqual({ timeRemaining: 1800, modifier: 5 });
    const won = await winExp();
    expect(won?.exp).toBe(Math.floor(basic.exp * 1.8));
    t.game.clock.advance(31 * 60_000);
    await t.game.world.step();
    expect(pushed).toContainEqual({ userId: null, type: 'bonusTime', data: { stage: 'end' } });
    expect(t.game.world.view(BONUS_TIME)).toEqual({ timeRemaining: 0, modifier: 0 });
  });

  it('the action bonus fills with battles, then gives battling +25% exp while active', async () => {
    await t.post(
      'dev.php',
      { mod: 'setActionBonus', kind: 'battling', current: 0, required: 2 },
      cookie,
    );
    const plain = await winExp();
    expect(plain?.exp).toBe(basic.exp);
    expect(t.game.world.view(ACTION_BONUS)).toEqual({ kind: 'battling', current: 1, required: 2 });
    await winExp();
    expect(t.game.world.view(ACTION_BONUS)).toEqual({ kind: 'battling', current: 2, required: 2 });
    const boosted = await winExp();
    expect(boosted?.exp).toBe(Math.floor(basic.exp * 1.25));
    // After its hour, the next kind starts filling.
    t.game.clock.advance(3600_000);
    await t.game.world.step();
    expect(t.game.world.view(ACTION_BONUS)).toMatchObject({ kind: 'gathering', current: 0 });
  });
});
