/**
 * Area 14's loot follows the typed power level: a mob made weak (power 1) drops far less than
 * the same mob at its own power, however many fights are won.
 */
import type { BattleTickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AREAS } from '../content/areas';
import { createTestGame, type TestGame, userRow } from '../../test-support';

const DELAY = 6000;
const FIGHTS = 300;
const stalker = AREAS.find((area) => area.id === 14)?.mobs[0];
if (!stalker) throw new Error('no area 14 mob');

let t: TestGame;
beforeEach(async () => {
  t = await createTestGame({ devTools: true, seed: 14 });
});
afterEach(async () => {
  await t.close();
});

/** Wins `FIGHTS` fights against the first area 14 mob at `power` and counts what dropped. */
async function fightAt(username: string, power: number | null) {
  const cookie = await t.register(username);
  const user = await userRow(t.game, username);
  if (!user) throw new Error('no user');
  // Strong enough to win every fight even at the mob's own power.
  await t.game.db
    .updateTable('users')
    .set({ health: 1e9, attack: 1e7, defence: 1e7, accuracy: 1e6, autos: FIGHTS })
    .where('id', '=', user.id)
    .execute();
  await t.post(
    'areas.php',
    { mod: 'enterArea', area: 14, mob: stalker?.id ?? 0, ...(power ? { power } : {}) },
    cookie,
  );
  let wins = 0;
  let drops = 0;
  for (let fight = 0; fight < FIGHTS; fight += 1) {
    const answer = (await t.post('actions/battle.php', {}, cookie)).json<BattleTickAnswer>();
    t.game.clock.advance(DELAY);
    if (answer.data?.winner === 1) wins += 1;
    drops += answer.drops?.length ?? 0;
  }
  return { wins, drops };
}

describe('area 14 loot', () => {
  it('scales down with the power level: far fewer drops at power 1 than at the mob’s own', async () => {
    const own = await fightAt('Strong_1', null);
    const weak = await fightAt('Strong_2', 1);
    // Both won every fight, so only the power level differs.
    expect(own.wins).toBe(FIGHTS);
    expect(weak.wins).toBe(FIGHTS);
    // At its own power the mob drops a titan shard one fight in 6 and a heroic shard one in 20.
    expect(own.drops).toBeGreaterThan(40);
    expect(weak.drops).toBeLessThan(own.drops / 10);
  }, 60_000); // 600 fights: about 25 s on a busy machine; it checks the drops, not speed
});
