/**
 * The nobility rank's bonus in play: rank - 1 percent more gold, experience and resources in
 * every action, read from users.nobility_rank as honor keeps it.
 */
import { HONOR_TOKENS_PER_HONOR, NOBILITY_RANK_HONOR } from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, grantItems, type TestGame, userRow } from '../../test-support';
import { battleTick, makeStrong, miningTick, STRONG_MOB } from './boosts-support';

const games: TestGame[] = [];
afterEach(async () => {
  await Promise.all(games.splice(0).map((game) => game.close()));
});

/** Honor tokens turned into `honor`, as a player does on the premium page. */
async function gainHonor(t: TestGame, cookie: string, honor: number): Promise<void> {
  await grantItems(t.game, 'Noble_1', { honor_tokens: honor * HONOR_TOKENS_PER_HONOR });
  const used = await t.post('misc.php', { mod: 'useHonorTokens', honor }, cookie);
  expect(used.statusCode).toBe(200);
}

async function player(honor: number) {
  const t = await createTestGame({ seed: 11 });
  games.push(t);
  const cookie = await t.register('Noble_1');
  if (honor > 0) await gainHonor(t, cookie, honor);
  return { t, cookie };
}

const GOD_HONOR = NOBILITY_RANK_HONOR[26] ?? 0;

describe('the nobility bonus', () => {
  it('gives God (rank 27) 26% more battle exp and gold on the same seeded fight', async () => {
    const fight = async (honor: number) => {
      const { t, cookie } = await player(honor);
      await makeStrong(t, 'Noble_1');
      await t.post('areas.php', { mod: 'enterArea', ...STRONG_MOB }, cookie);
      return (await battleTick(t, cookie)).data;
    };
    const peasant = await fight(0);
    const god = await fight(GOD_HONOR);
    expect(peasant.exp).toBe(906);
    expect(god.exp).toBe(Math.floor(906 * 1.26));
    expect(god.gold).toBe(Math.floor(peasant.gold * 1.26));
  });

  it('gives 26% more resources and gathering exp to God', async () => {
    const { t, cookie } = await player(GOD_HONOR);
    expect((await userRow(t.game, 'Noble_1'))?.nobility_rank).toBe(27);
    const answer = await miningTick(t, cookie);
    expect(answer.data.resource.amount).toBe(Math.floor(10 * 1.26));
    expect(answer.data.exp).toBe(Math.floor(8 * 1.26));
  });

  it('follows the rank as honor raises it, from the next tick of the running action', async () => {
    const { t, cookie } = await player(0);
    expect((await miningTick(t, cookie)).data.resource.amount).toBe(10);
    // Rank 11 (10%), then God.
    await gainHonor(t, cookie, NOBILITY_RANK_HONOR[10] ?? 0);
    expect((await userRow(t.game, 'Noble_1'))?.nobility_rank).toBe(11);
    expect((await miningTick(t, cookie)).data.resource.amount).toBe(11);
    await gainHonor(t, cookie, GOD_HONOR);
    expect((await miningTick(t, cookie)).data.resource.amount).toBe(Math.floor(10 * 1.26));
  });
});
