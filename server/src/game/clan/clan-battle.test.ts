/**
 * Clan battlegrounds: loadBattlegrounds, the world's spawn schedule, clanMobBattle and
 * clanBossBattle ticks, and the dev tools that spawn a clan's mob and boss. Runs on SQLite and,
 * with TEST_DATABASE_URL, PostgreSQL.
 */
import {
  actionPath,
  type BattleResult,
  type LoadBattlegroundsAnswer,
  type TickAnswer,
} from '@idle/contracts';
import { NO_BOSSES_ALIVE_TEXT, NO_MOBS_ALIVE_TEXT } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clanBossSlainText } from './clan-boss-battle.handler';
import { NOT_IN_CLAN_TEXT } from './core';
import { silentHub } from '../live-hub';
import { World } from '../world/world';
import { WORLD_SCHEDULES } from '../world-schedules';
import { CLAN_BOSS, CLAN_MOBS, CLAN_SPAWN_EVERY_MS } from '../content/clan-battlegrounds';
import {
  createTestGame,
  gameTables,
  itemsOf,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';
import {
  clanGet,
  clanTables,
  expectClanRefused,
  expectEconomyClean,
  expectOk,
  setUpClan,
  storageOf,
  type ClanPlayers,
} from './clan-support';

const DELAY = 6000;
let t: TestGame;
let clan: ClanPlayers;

const [weakMob, strongMob] = CLAN_MOBS;
if (!weakMob || !strongMob) throw new Error('clan mobs missing');

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  clan = await setUpClan(t, 'Iron Wolves', 'Leader', { Member: 3 });
  for (const id of Object.values(clan.ids)) {
    await t.game.db
      .updateTable('users')
      .set({ health: 100_000, attack: 5000, defence: 5000, accuracy: 20_000 })
      .where('id', '=', id)
      .execute();
    t.game.actionCache.forget(id);
  }
});
afterEach(async () => {
  await t.close();
});

const cookieOf = (name: string) => clan.cookies[name] ?? '';
const idOf = (name: string) => clan.ids[name] ?? 0;
const dev = (mod: string, fields: Record<string, unknown>) => t.post('dev.php', { mod, ...fields });

async function battlegrounds(name = 'Member') {
  return (await expectOk(
    await clanGet(t, 'loadBattlegrounds', cookieOf(name)),
  )) as LoadBattlegroundsAnswer;
}

async function mobTick(cookie: string, id: number) {
  const response = await t.post(actionPath('clanMobBattle'), { id }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TickAnswer<BattleResult>>();
}

async function bossTick(cookie: string) {
  const response = await t.post(actionPath('clanBossBattle'), {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TickAnswer<BattleResult>>();
}

/** Every table a clan battle may change. */
async function battleTables() {
  const db = t.game.db;
  return {
    game: await gameTables(t.game),
    clan: await clanTables(t),
    mobs: await db
      .selectFrom('clan_mobs')
      .selectAll()
      .orderBy('clan_id')
      .orderBy('mob_id')
      .execute(),
    bosses: await db.selectFrom('clan_bosses').selectAll().orderBy('id').execute(),
    damage: await db.selectFrom('clan_boss_damage').selectAll().orderBy('user_id').execute(),
  };
}

/** A tick that must stop with `msg` and change nothing. */
async function expectStopUnchanged(tick: () => Promise<TickAnswer>, msg: string) {
  const before = await battleTables();
  const answer = await tick();
  expect(answer.stopAction?.msg).toBe(msg);
  expect(await battleTables()).toEqual(before);
}

describe('clan.php loadBattlegrounds and the spawn schedule', () => {
  it('answers nothing alive before the first spawn, then every mob and the boss; members only', async () => {
    expect(await battlegrounds()).toEqual({ mobData: [], bossData: null });
    await t.game.world.step();
    const spawned = await battlegrounds();
    expect(spawned.mobData).toEqual([
      { id: weakMob.id, name: weakMob.name, powerLevel: 10, amount: weakMob.amount },
      { id: strongMob.id, name: strongMob.name, powerLevel: 100, amount: strongMob.amount },
    ]);
    expect(spawned.bossData).toEqual({
      name: CLAN_BOSS.name,
      rarity: CLAN_BOSS.rarity,
      level: CLAN_BOSS.level,
      hpMax: CLAN_BOSS.hp,
      hpRemaining: CLAN_BOSS.hp,
    });
    const outsider = await registerEmptyHanded(t, 'Outsider');
    await expectClanRefused(t, () => clanGet(t, 'loadBattlegrounds', outsider), NOT_IN_CLAN_TEXT);
  });

  it('refills on the schedule only, once however many world steps run, and never a second boss', async () => {
    await t.game.world.step();
    await mobTick(cookieOf('Member'), weakMob.id);
    t.game.clock.advance(DELAY);
    const afterKill = (await battlegrounds()).mobData[0]?.amount;
    expect(afterKill).toBe(weakMob.amount - 1);
    // Another step (e.g. another instance) before the schedule's time changes nothing.
    await t.game.world.step();
    expect((await battlegrounds()).mobData[0]?.amount).toBe(afterKill);
    t.game.clock.advance(CLAN_SPAWN_EVERY_MS);
    await t.game.world.step();
    expect((await battlegrounds()).mobData[0]?.amount).toBe(weakMob.amount);
    const bosses = await t.game.db.selectFrom('clan_bosses').select('id').execute();
    expect(bosses).toHaveLength(1);
  });
});

describe('the spawn schedule on two instances', () => {
  it('spawns once when another instance, which read the schedule before, steps after', async () => {
    const other = new World(
      { db: t.game.db, clock: t.game.clock, random: t.game.random, live: silentHub },
      WORLD_SCHEDULES,
    );
    await other.load();
    await t.game.world.step();
    await mobTick(cookieOf('Member'), weakMob.id);
    t.game.clock.advance(DELAY);
    // The other instance still believes the spawn is due: its claim fails and it refills nothing.
    await other.step();
    expect((await battlegrounds()).mobData[0]?.amount).toBe(weakMob.amount - 1);
    expect(await t.game.db.selectFrom('clan_bosses').select('id').execute()).toHaveLength(1);
  });
});

describe('actions/clanMobBattle', () => {
  it('stops with the spec text when no mob is alive, and outside a clan, changing nothing', async () => {
    await expectStopUnchanged(() => mobTick(cookieOf('Member'), weakMob.id), NO_MOBS_ALIVE_TEXT);
    await expectStopUnchanged(() => mobTick(cookieOf('Member'), 999), NO_MOBS_ALIVE_TEXT);
    const outsider = await registerEmptyHanded(t, 'Outsider');
    await expectStopUnchanged(() => mobTick(outsider, weakMob.id), NOT_IN_CLAN_TEXT);
    for (const id of ['abc', '-1', '']) {
      const before = await battleTables();
      const response = await t.post(actionPath('clanMobBattle'), { id }, cookieOf('Member'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) as unknown });
      expect(await battleTables()).toEqual(before);
    }
    // Another clan's mobs are not this one's.
    await setUpClan(t, 'Other Clan', 'Rival');
    expect(
      await expectOk(await dev('spawnClanMob', { username: 'Rival', mobId: weakMob.id })),
    ).toMatchObject({
      mobData: [{ id: weakMob.id, amount: weakMob.amount }],
    });
    await expectStopUnchanged(() => mobTick(cookieOf('Member'), weakMob.id), NO_MOBS_ALIVE_TEXT);
  });

  it('takes one mob a won fight, puts its drops in the clan storage and gives the fighter the gold', async () => {
    await expectOk(await dev('spawnClanMob', { username: 'Member', mobId: strongMob.id }));
    const storageBefore = await storageOf(t, clan.clanId);
    const dropped: Record<string, number> = {};
    let gold = 0;
    for (let i = 1; i <= 3; i++) {
      const answer = await mobTick(cookieOf('Member'), strongMob.id);
      t.game.clock.advance(DELAY);
      expect(answer.data?.winner).toBe(1);
      expect(answer.data?.mobsRemaining).toBe(strongMob.amount - i);
      expect(answer.data?.clanExp).toBe(1);
      expect(answer.itemsToAdd?.map((item) => item.id)).toEqual(['gold']);
      gold += answer.itemsToAdd?.[0]?.amount ?? 0;
      // The drops are the clan's: shown in the result, never as the player's own.
      expect(answer.drops).toBeUndefined();
      for (const drop of answer.data?.clanDrops ?? [])
        dropped[drop.id] = (dropped[drop.id] ?? 0) + drop.amount;
    }
    expect(Object.keys(dropped).length).toBeGreaterThan(0);
    const storageAfter = await storageOf(t, clan.clanId);
    for (const [item, amount] of Object.entries(dropped)) {
      expect((storageAfter[item] ?? 0) - (storageBefore[item] ?? 0)).toBe(amount);
    }
    expect(await itemsOf(t.game, 'Member')).toEqual({ gold });
    expect((await battlegrounds()).mobData).toEqual([
      expect.objectContaining({ id: strongMob.id, amount: strongMob.amount - 3 }),
    ]);
    const member = await t.game.db
      .selectFrom('clan_members')
      .select('mobs_killed')
      .where('user_id', '=', idOf('Member'))
      .executeTakeFirstOrThrow();
    expect(member.mobs_killed).toBe(3);
    await expectEconomyClean(t);
  });

  it('ends the action when the last mob falls; the next tick is refused unchanged', async () => {
    await expectOk(await dev('spawnClanMob', { username: 'Member', mobId: weakMob.id }));
    await t.game.db.updateTable('clan_mobs').set({ amount: 1 }).execute();
    const last = await mobTick(cookieOf('Member'), weakMob.id);
    t.game.clock.advance(DELAY);
    expect(last.data?.mobsRemaining).toBe(0);
    expect(last.stopAction?.msg).toBe(NO_MOBS_ALIVE_TEXT);
    await expectStopUnchanged(() => mobTick(cookieOf('Member'), weakMob.id), NO_MOBS_ALIVE_TEXT);
  });

  it('takes nothing for a fighter who left the clan while their action ran', async () => {
    await expectOk(await dev('spawnClanMob', { username: 'Member', mobId: weakMob.id }));
    await mobTick(cookieOf('Member'), weakMob.id);
    t.game.clock.advance(DELAY);
    // Removed directly: the member's cached action still names the clan.
    await t.game.db.deleteFrom('clan_members').where('user_id', '=', idOf('Member')).execute();
    const amount = (await battlegrounds('Leader')).mobData[0]?.amount;
    const storage = await storageOf(t, clan.clanId);
    const answer = await mobTick(cookieOf('Member'), weakMob.id);
    expect(answer.stopAction?.msg).toBe(NO_MOBS_ALIVE_TEXT);
    expect((await battlegrounds('Leader')).mobData[0]?.amount).toBe(amount);
    expect(await storageOf(t, clan.clanId)).toEqual(storage);
  });

  it('gives the last mob to one of two members fighting it at once', async () => {
    await expectOk(await dev('spawnClanMob', { username: 'Member', mobId: weakMob.id }));
    // Both start fighting (their states cached with a mob left), then only one remains.
    await mobTick(cookieOf('Member'), weakMob.id);
    await mobTick(cookieOf('Leader'), weakMob.id);
    t.game.clock.advance(DELAY);
    await t.game.db.updateTable('clan_mobs').set({ amount: 1 }).execute();
    const answers = await Promise.all([
      mobTick(cookieOf('Member'), weakMob.id),
      mobTick(cookieOf('Leader'), weakMob.id),
    ]);
    const killers = answers.filter((answer) => answer.data?.mobsRemaining === 0);
    expect(killers).toHaveLength(1);
    expect(answers.every((answer) => answer.stopAction?.msg === NO_MOBS_ALIVE_TEXT)).toBe(true);
    const row = await t.game.db.selectFrom('clan_mobs').select('amount').executeTakeFirstOrThrow();
    expect(row.amount).toBe(0);
    await expectEconomyClean(t);
  });
});

describe('actions/clanBossBattle', () => {
  beforeEach(async () => {
    // Fighters too weak to end the boss in one fight.
    await t.game.db.updateTable('users').set({ attack: 200 }).execute();
    for (const id of Object.values(clan.ids)) t.game.actionCache.forget(id);
  });

  it('stops with the spec text when no boss is alive, and outside a clan, changing nothing', async () => {
    await expectStopUnchanged(() => bossTick(cookieOf('Member')), NO_BOSSES_ALIVE_TEXT);
    const outsider = await registerEmptyHanded(t, 'Outsider');
    await expectStopUnchanged(() => bossTick(outsider), NOT_IN_CLAN_TEXT);
  });

  it('takes each fight off the shared hit points', async () => {
    await expectOk(await dev('spawnClanBoss', { username: 'Member' }));
    const first = await bossTick(cookieOf('Member'));
    const second = await bossTick(cookieOf('Leader'));
    t.game.clock.advance(DELAY);
    const dealt = (first.data?.p1.totalDamage ?? 0) + (second.data?.p1.totalDamage ?? 0);
    expect(dealt).toBeGreaterThan(0);
    expect((await battlegrounds()).bossData?.hpRemaining).toBe(CLAN_BOSS.hp - dealt);
    const damage = await t.game.db
      .selectFrom('clan_boss_damage')
      .select(['user_id', 'damage'])
      .orderBy('user_id')
      .execute();
    expect(damage.reduce((sum, row) => sum + row.damage, 0)).toBe(dealt);
  });

  it("answers the boss's hit points as the battlegrounds bar shows them, after others' hits", async () => {
    await expectOk(await dev('spawnClanBoss', { username: 'Member' }));
    const first = await bossTick(cookieOf('Member'));
    let bar = (await battlegrounds()).bossData;
    expect(first.data?.p2).toMatchObject({ hp: bar?.hpRemaining, maxHp: CLAN_BOSS.hp });
    await bossTick(cookieOf('Leader'));
    t.game.clock.advance(DELAY);
    // Member's next fight starts from what it saw last; the Leader's hits count all the same.
    const next = await bossTick(cookieOf('Member'));
    bar = (await battlegrounds()).bossData;
    expect(bar?.hpRemaining).toBeLessThan(CLAN_BOSS.hp);
    expect(next.data?.p2).toMatchObject({ hp: bar?.hpRemaining, maxHp: bar?.hpMax });
  });

  it('shows a boss spawned below its full hit points out of its full hit points', async () => {
    await expectOk(await dev('spawnClanBoss', { username: 'Member', hp: 100_000 }));
    const answer = await bossTick(cookieOf('Member'));
    const bar = (await battlegrounds()).bossData;
    expect(bar?.hpMax).toBe(CLAN_BOSS.hp);
    expect(answer.data?.p2).toMatchObject({ hp: bar?.hpRemaining, maxHp: CLAN_BOSS.hp });
  });

  it('is killed exactly once when two members hit at once, and rewards both', async () => {
    await expectOk(await dev('spawnClanBoss', { username: 'Member' }));
    await bossTick(cookieOf('Member'));
    await bossTick(cookieOf('Leader'));
    t.game.clock.advance(DELAY);
    await expectOk(await dev('spawnClanBoss', { username: 'Member', hp: 1 }));
    const answers = await Promise.all([bossTick(cookieOf('Member')), bossTick(cookieOf('Leader'))]);
    const slain = answers.filter(
      (answer) => answer.stopAction?.msg === clanBossSlainText(CLAN_BOSS.name),
    );
    expect(slain).toHaveLength(1);
    const late = answers.filter((answer) => answer !== slain[0]);
    expect(late[0]?.stopAction?.msg).toBe(NO_BOSSES_ALIVE_TEXT);
    const bosses = await t.game.db
      .selectFrom('clan_bosses')
      .select(['killed_at', 'hp_remaining'])
      .execute();
    expect(bosses).toHaveLength(1);
    expect(bosses[0]?.hp_remaining).toBe(0);
    expect(bosses[0]?.killed_at).toBeGreaterThan(0);
    for (const name of ['Member', 'Leader']) {
      expect((await itemsOf(t.game, name)).boss_tokens).toBeGreaterThan(0);
      const member = await t.game.db
        .selectFrom('clan_members')
        .select('bosses_killed')
        .where('user_id', '=', idOf(name))
        .executeTakeFirstOrThrow();
      expect(member.bosses_killed).toBe(1);
    }
    expect((await battlegrounds()).bossData).toBeNull();
    await expectStopUnchanged(() => bossTick(cookieOf('Member')), NO_BOSSES_ALIVE_TEXT);
    await expectEconomyClean(t);
  });
});

describe('dev tools', () => {
  it('spawn a clan mob or boss only for a player in a clan', async () => {
    await registerEmptyHanded(t, 'Outsider');
    for (const mod of ['spawnClanMob', 'spawnClanBoss']) {
      const before = await battleTables();
      const response = await dev(mod, { username: 'Outsider' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: NOT_IN_CLAN_TEXT });
      expect(await battleTables()).toEqual(before);
    }
    const unknown = await dev('spawnClanMob', { username: 'Member', mobId: 99 });
    expect(unknown.statusCode).toBe(400);
  });
});
