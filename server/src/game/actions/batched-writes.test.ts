/**
 * Ticks of several players stored in one group commit share their dungeon room moves and their
 * boss hits, and write each kind of row in one statement: what each player is answered and what
 * is stored stays as if written one by one, and a player whose writes fall short is refused
 * alone.
 */
import type { BossFightData, DungeonBattleResult, TickAnswer } from '@idle/contracts';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseRoundTrips } from '../../db/database';
import { createGroupCommit } from '../../db/group-commit';
import {
  createTestGame,
  grantItems,
  insertStandInPlayers,
  itemsOf,
  type TestGame,
  userRow,
} from '../../test-support';
import { battleHandler } from '../battle/battle.handler';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import { potionItemsText } from '../crafting/alchemy';
import { runTick } from './pipeline';

const DELAY = 6000;
const NAMES = ['Hero_1', 'Hero_2', 'Hero_3'];
let t: TestGame;
let cookies: string[];

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookies = [];
  for (const name of NAMES) {
    cookies.push(await t.register(name));
    await t.game.db
      .updateTable('users')
      .set({ health: 100_000, attack: 5000, defence: 5000, accuracy: 20_000 })
      .where('username', '=', name)
      .execute();
  }
});
afterEach(async () => {
  await t.close();
});

/** One tick of every player at the same moment (one group commit), then the delay passes. */
async function tickTogether<Data>(path: string, body: Record<string, unknown> = {}) {
  const answers = await Promise.all(
    cookies.map(async (cookie) =>
      (await t.post(`actions/${path}`, body, cookie)).json<TickAnswer<Data>>(),
    ),
  );
  t.game.clock.advance(DELAY);
  return answers;
}

async function idOf(name: string): Promise<number> {
  const user = await userRow(t.game, name);
  if (!user) throw new Error(`no user ${name}`);
  return user.id;
}

describe('dungeon ticks of several players at once', () => {
  it('store each run at the room its answer shows (room 1 again after a chest)', async () => {
    for (const [index, name] of NAMES.entries()) {
      await grantItems(t.game, name, { cellar_key: 50 });
      await t.post('areas.php', { mod: 'enterDungeon', id: 1 }, cookies[index]);
    }
    let moves = 0;
    let chests = 0;
    for (let round = 0; round < 30; round++) {
      const answers = await tickTogether<DungeonBattleResult>('dungeon.php');
      for (const [index, name] of NAMES.entries()) {
        const dungeon = answers[index]?.data?.dungeon;
        if (!dungeon) throw new Error(JSON.stringify(answers[index]));
        if (dungeon.progress) moves += 1;
        if (dungeon.completed) chests += 1;
        const run = await t.game.db
          .selectFrom('dungeon_runs')
          .select('current_room')
          .where('user_id', '=', await idOf(name))
          .executeTakeFirstOrThrow();
        expect(run.current_room).toBe(dungeon.completed ? 1 : dungeon.currentRoom);
      }
    }
    // The rounds moved rooms and reached chests, so both kinds of move were stored together.
    expect(moves).toBeGreaterThan(chests);
    expect(chests).toBeGreaterThan(0);
  });
});

describe('boss ticks of several players at once', () => {
  it('take each hit off in turn, store every fighter its damage, and the boss row their sum', async () => {
    const boss = await t.game.world.get(WORLD_BOSSES).spawn();
    // Hit points that three strong players cannot take in a few fights.
    let hp = 1e12;
    await t.post('dev.php', { mod: 'setBossHp', id: boss.id, hp }, cookies[0]);
    await tickTogether('bossbattle.php', { id: boss.id });
    const dealt = new Map<string, number>(NAMES.map((name) => [name, 0]));
    for (let round = 0; round < 3; round++) {
      const answers = await tickTogether<BossFightData>('bossbattle.php', { id: boss.id });
      const hits = answers.map((answer, index) => {
        const data = answer.data;
        if (!data) throw new Error(JSON.stringify(answer));
        const name = NAMES[index] ?? '';
        dealt.set(name, (dealt.get(name) ?? 0) + data.damageDealt);
        expect(data.playerDamage).toBe(dealt.get(name));
        return { damage: data.damageDealt, hp: data.boss.hpRemaining };
      });
      // In the order they were taken off, each answer shows the hit points after its own hit.
      hits.sort((a, b) => b.hp - a.hp);
      for (const hit of hits) {
        expect(hit.damage).toBeGreaterThan(0);
        expect(hit.hp).toBe(hp - hit.damage);
        hp = hit.hp;
      }
      const stored = await t.game.db
        .selectFrom('world_bosses')
        .select('hp_remaining')
        .where('id', '=', boss.id)
        .executeTakeFirstOrThrow();
      expect(stored.hp_remaining).toBe(hp);
    }
    for (const name of NAMES) {
      const row = await t.game.db
        .selectFrom('boss_damage')
        .select('damage')
        .where('boss_id', '=', boss.id)
        .where('user_id', '=', await idOf(name))
        .executeTakeFirstOrThrow();
      expect(row.damage).toBe(dealt.get(name));
    }
  });
});

describe('a batch in which one player falls short', () => {
  it('stores the others and refuses that player alone, storing none of their tick', async () => {
    const brew = { itemid: 'potion_of_wrath', amount: 5 };
    for (const name of NAMES) await grantItems(t.game, name, { rat_tail: 9, wood: 30 });
    for (const answer of await tickTogether('alchemy.php', brew)) {
      expect(answer.stopAction).toBeUndefined();
    }
    const before = await Promise.all(NAMES.map((name) => userRow(t.game, name)));
    // Sold elsewhere meanwhile (another instance, say): the cached state still counts them.
    await t.game.db
      .updateTable('items')
      .set({ amount: 0 })
      .where('user_id', '=', await idOf('Hero_2'))
      .where('item_id', '=', 'rat_tail')
      .execute();

    const answers = await tickTogether<{ remaining: number }>('alchemy.php', brew);
    expect(answers[1]?.stopAction).toEqual({
      msg: potionItemsText('potion_of_wrath'),
      hardExit: true,
    });
    for (const index of [0, 2]) {
      expect(answers[index]?.stopAction).toBeUndefined();
      expect(answers[index]?.data?.remaining).toBe(3);
    }
    for (const [index, name] of NAMES.entries()) {
      const brewed = index === 1 ? 1 : 2;
      const id = await idOf(name);
      const items = await itemsOf(t.game, name);
      expect([items.rat_tail ?? 0, items.wood, items.potion_of_wrath]).toEqual([
        index === 1 ? 0 : 3,
        30 - 10 * brewed,
        brewed,
      ]);
      const user = await userRow(t.game, name);
      expect(user?.autos).toBe((before[index]?.autos ?? 0) - (index === 1 ? 0 : 1));
      const statistics = await t.game.db
        .selectFrom('statistics')
        .select(['stat', 'value'])
        .where('user_id', '=', id)
        .where('stat', 'in', ['totalActions', 'totalPotionsCrafted'])
        .orderBy('stat')
        .execute();
      expect(statistics).toEqual([
        { stat: 'totalActions', value: brewed },
        { stat: 'totalPotionsCrafted', value: brewed },
      ]);
      const counters = await t.game.db
        .selectFrom('economy_counters')
        .select(['created', 'destroyed'])
        .where('user_id', '=', id)
        .where('item_id', 'in', ['rat_tail', 'potion_of_wrath'])
        .orderBy('item_id', 'desc')
        .execute();
      expect(counters).toEqual([
        { created: 9, destroyed: 3 * brewed },
        { created: brewed, destroyed: 0 },
      ]);
      const skill = await t.game.db
        .selectFrom('skills')
        .select('exp')
        .where('user_id', '=', id)
        .where('skill', '=', 'alchemy')
        .executeTakeFirstOrThrow();
      expect(skill.exp).toBe(11 * brewed);
      const action = await t.game.db
        .selectFrom('action_state')
        .select(['tracker', 'params'])
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(action.tracker)).toMatchObject({ actions: brewed });
      expect(JSON.parse(action.params)).toMatchObject({ remaining: 5 - brewed });
    }
  });
});

describe('the round trips of a batch', () => {
  /**
   * Statements run (begin and commit aside) through the group commit's database, and on
   * PostgreSQL the messages sent to it (each a round trip).
   */
  /**
   * The kinds of write a battle tick makes only sometimes: an attribute raised by the fight, an
   * equipment rarity raised, a trinket dropped, a log line.
   */
  const OCCASIONAL_WRITE_KINDS = 4;

  function countingGroupCommit() {
    const counted = { statements: 0, roundTrips: 0 };
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        counted.statements += 1;
        return Promise.resolve(args.result);
      },
    };
    return { counted, groupCommit: createGroupCommit(t.game.db.withPlugin(counter), 1) };
  }

  it('are as many for 50 battle ticks as for one', async () => {
    const template = await userRow(t.game, 'Hero_1');
    if (!template) throw new Error('no Hero_1');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookies[0]);
    await t.game.db
      .updateTable('users')
      .set({ autos: 1000 })
      .where('id', '=', template.id)
      .execute();
    const others = await insertStandInPlayers(t.game, 'Hero_1', 49, 'Batch');
    const stored = await t.game.db
      .selectFrom('action_state')
      .selectAll()
      .where('user_id', '=', template.id)
      .executeTakeFirstOrThrow();
    await t.game.db
      .insertInto('action_state')
      .values(others.map(({ id }) => ({ ...stored, user_id: id })))
      .execute();
    const players = [template.id, ...others.map(({ id }) => id)];
    const { counted, groupCommit } = countingGroupCommit();
    const game = { ...t.game, groupCommit };
    const tickAll = async (ids: number[]) => {
      counted.statements = 0;
      const roundTripsBefore = databaseRoundTrips(t.game.db);
      const answers = await Promise.all(ids.map((id) => runTick(game, battleHandler, id, {})));
      for (const answer of answers) expect(answer.stopAction).toBeUndefined();
      t.game.clock.advance(DELAY);
      const roundTripsAfter = databaseRoundTrips(t.game.db);
      counted.roundTrips =
        roundTripsBefore === null || roundTripsAfter === null
          ? 0
          : roundTripsAfter - roundTripsBefore;
      return counted.statements;
    };
    // The first ticks read each player's state and may start the day's statistics.
    await tickAll(players);

    const one = await tickAll(players.slice(0, 1));
    const oneRoundTrips = counted.roundTrips;
    const fifty = await tickAll(players);
    // A fight won: the Auto, items, economy, experience, statistics and the action row.
    expect(one).toBeGreaterThanOrEqual(6);
    // Fifty fights may bring kinds of write one fight did not (or the other way round), each
    // still one statement for all; writes made per player would be about fifty times as many.
    expect(fifty).toBeGreaterThanOrEqual(one - OCCASIONAL_WRITE_KINDS);
    expect(fifty).toBeLessThanOrEqual(one + OCCASIONAL_WRITE_KINDS);
    if (databaseRoundTrips(t.game.db) !== null) {
      // PostgreSQL: the batch's begin, writes and commit leave as one message.
      expect(oneRoundTrips).toBe(1);
      expect(counted.roundTrips).toBe(1);
    }
    const totals = await t.game.db
      .selectFrom('statistics')
      .select(({ fn }) => fn.sum<number>('value').as('actions'))
      .where('stat', '=', 'totalActions')
      .where('user_id', 'in', players)
      .executeTakeFirstOrThrow();
    expect(totals.actions).toBe(2 * players.length + 1);
  });
});
