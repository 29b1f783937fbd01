/**
 * The artisan shrine's effects in the game, a level at a time: +1% gold from battles, +1%
 * resources, +2% exp (battles, gathering, crafting, the labyrinth) and a crafting timer 10 ms
 * shorter. Two games with the same seed play the same moves, one of them with the shrine, so
 * every roll is the same and only the shrine differs.
 */
import type {
  BattleTickAnswer,
  GatheringResult,
  LabyrinthResult,
  RunecraftingResult,
  TickAnswer,
} from '@idle/contracts';
import {
  artisanShrineEffects,
  labyrinthAttemptExp,
  labyrinthDayLayout,
  personnelEffectPercent,
  toolExtraExpPercent,
} from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { GATHERING_BASE_EXP } from '../content/crafting';
import { createTestGame, grantItems, type TestGame, userIdOf } from '../../test-support';

const DELAY = 6000;
const NAME = 'Artisan_1';
const LEVEL = 10;
const shrine = artisanShrineEffects(LEVEL);
const games: TestGame[] = [];

afterEach(async () => {
  await Promise.all(games.splice(0).map((game) => game.close()));
});

/** A game with one player, the shrine at `level`; answers a tick function for it. */
async function player(level: number) {
  const t = await createTestGame({ devTools: true, seed: 21 });
  games.push(t);
  const cookie = await t.register(NAME);
  const userId = await userIdOf(t.game, NAME);
  if (level > 0) {
    await t.game.db
      .insertInto('player_progress')
      .values({ user_id: userId, artisan_level: level })
      .execute();
  }
  const tick = async <Answer>(file: string, body: Record<string, unknown> = {}) => {
    const response = await t.post(`actions/${file}`, body, cookie);
    expect(response.statusCode, response.body).toBe(200);
    t.game.clock.advance(DELAY);
    return response.json<Answer>();
  };
  const post = (file: string, body: Record<string, unknown>) => t.post(file, body, cookie);
  return { t, userId, tick, post };
}

describe('the artisan shrine', () => {
  it('gives battles 1% more gold and 2% more exp a level', async () => {
    // Level 50 (+50% gold): the first area's few coins show it.
    const strong = artisanShrineEffects(50);
    const plain = await player(0);
    const raised = await player(50);
    for (const side of [plain, raised]) {
      expect((await side.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 })).statusCode).toBe(
        200,
      );
    }
    let compared = 0;
    const totals = { plain: 0, raised: 0 };
    for (let fight = 0; fight < 20; fight++) {
      const a = await plain.tick<BattleTickAnswer>('battle.php');
      const b = await raised.tick<BattleTickAnswer>('battle.php');
      if (!a.data || !b.data || a.data.gold === 0) continue;
      expect(b.data.gold).toBe(Math.floor(a.data.gold * (1 + strong.goldPercent / 100)));
      expect(b.data.exp).toBe(Math.floor(a.data.exp * (1 + strong.expPercent / 100)));
      compared += 1;
      totals.plain += a.data.gold;
      totals.raised += b.data.gold;
    }
    expect(compared).toBeGreaterThan(0);
    // The percent shows in the gold itself, not only where rounding allows.
    expect(totals.raised).toBeGreaterThan(totals.plain);
  }, 60_000); // 40 fights: about 6 s on a busy machine; it checks the bonus, not speed

  it('gives gathering 1% more resources and 2% more exp a level', async () => {
    const plain = await player(0);
    const raised = await player(LEVEL);
    const a = await plain.tick<TickAnswer<GatheringResult>>('mining.php');
    const b = await raised.tick<TickAnswer<GatheringResult>>('mining.php');
    // Level 1 with no other bonus: 10 metal, so 11 with +10%.
    expect(a.data?.resource).toEqual({ id: 'metal', amount: 10 });
    expect(b.data?.resource).toEqual({ id: 'metal', amount: 11 });
    expect(b.data?.exp).toBe(
      Math.floor(GATHERING_BASE_EXP * (1 + (toolExtraExpPercent(1) + shrine.expPercent) / 100)),
    );
    expect(b.data?.exp).toBeGreaterThan(a.data?.exp ?? 0);
  });

  it('shortens the crafting timer by 10 ms and gives crafting 2% more exp a level', async () => {
    const plain = await player(0);
    const raised = await player(LEVEL);
    await grantItems(plain.t.game, NAME, { stone: 100 });
    await grantItems(raised.t.game, NAME, { stone: 100 });
    const a = await plain.tick<TickAnswer<RunecraftingResult>>('runecrafting.php', {
      itemid: 'rune_stone',
    });
    const b = await raised.tick<TickAnswer<RunecraftingResult>>('runecrafting.php', {
      itemid: 'rune_stone',
    });
    expect(a.delay).toBe(DELAY);
    expect(b.delay).toBe(DELAY - shrine.craftingTimeReductionMs);
    expect(b.delay).toBe(5900);
    expect(b.data?.exp).toBe(Math.floor((a.data?.exp ?? 0) * (1 + shrine.expPercent / 100)));
    // A battle's timer is not crafting: unchanged.
    expect((await raised.tick<BattleTickAnswer>('battle.php')).delay).toBe(DELAY);
  });

  it('adds to the labyrinth keeper’s bonus on labyrinth exp', async () => {
    const raised = await player(LEVEL);
    await raised.t.game.db
      .insertInto('personnel')
      .values({ user_id: raised.userId, kind: 'labyrinth_keeper', level: 50, rarity: 1 })
      .execute();
    const keeper = personnelEffectPercent('labyrinth_keeper', 50, 1);
    expect(keeper).toBeGreaterThan(0);
    const [, difficulty] = labyrinthDayLayout('2026-11-21')[0] ?? [1, 1];
    const answer = await raised.tick<TickAnswer<LabyrinthResult>>('labyrinth.php');
    expect(answer.data?.exp).toBe(
      Math.floor(labyrinthAttemptExp(1, difficulty) * (1 + (shrine.expPercent + keeper) / 100)),
    );
  });
});
