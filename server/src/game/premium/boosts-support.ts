/** What the boost and nobility bonus tests share: a strong fighter's battle, a mining tick. */
import type { BattleResult, GatheringResult, TickAnswer } from '@idle/contracts';
import { expect } from 'vitest';
import { type TestGame, userIdOf } from '../../test-support';

export const DELAY = 6000;
export const HOUR = 3600 * 1000;

/** A level 110 mob (area 8): 906 exp and 110 to 330 gold, so a 10% bonus always shows. */
export const STRONG_MOB = { area: 8, mob: 22 };

/** Attributes that beat any mob of the basic areas. */
export async function makeStrong(t: TestGame, username: string): Promise<void> {
  const id = await userIdOf(t.game, username);
  t.game.actionCache.forget(id);
  await t.game.db
    .updateTable('users')
    .set({ health: 1_000_000, attack: 100_000, defence: 100_000, accuracy: 100_000 })
    .where('id', '=', id)
    .execute();
}

/** One battle tick (the clock then moves on by the action delay). */
export async function battleTick(
  t: TestGame,
  cookie: string,
): Promise<TickAnswer<BattleResult> & { data: BattleResult }> {
  const response = await t.post('actions/battle.php', {}, cookie);
  t.game.clock.advance(DELAY);
  expect(response.statusCode).toBe(200);
  const answer = response.json<TickAnswer<BattleResult> & { data: BattleResult }>();
  expect(answer.data.winner).toBe(1);
  return answer;
}

/** One mining tick (the clock then moves on by the action delay). */
export async function miningTick(
  t: TestGame,
  cookie: string,
): Promise<TickAnswer<GatheringResult> & { data: GatheringResult }> {
  const response = await t.post('actions/mining.php', {}, cookie);
  t.game.clock.advance(DELAY);
  expect(response.statusCode).toBe(200);
  return response.json<TickAnswer<GatheringResult> & { data: GatheringResult }>();
}
