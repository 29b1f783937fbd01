/**
 * Ticks of several players stored in one group commit share their dungeon room moves and their
 * boss hits: what each player is answered and what is stored stays as if written one by one.
 */
import type { BossFightData, DungeonBattleResult, TickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, grantItems, type TestGame, userRow } from '../../test-support';
import { WORLD_BOSSES } from '../battle/bosses.schedule';

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
