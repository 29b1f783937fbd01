/**
 * rates.php and the ticks' rates (issue 29): every tick adds what it brought to its action's
 * figures in its own writes and answers it; the figures survive a reload and read the same from a
 * second device; Reset forgets them (only the player's); bad input changes nothing.
 */
import type { RatesAnswer, TickAnswer } from '@idle/contracts';
import { addFigures, emptyFigures } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, grantItems, type TestGame } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Rater_1');
});
afterEach(async () => {
  await t.close();
});

async function tick(path: string, as = cookie): Promise<TickAnswer> {
  const response = await t.post(`actions/${path}`, {}, as);
  t.game.clock.advance(t.game.actionDelayMs);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TickAnswer>();
}

async function rates(as = cookie): Promise<RatesAnswer> {
  const response = await t.get('rates.php', { mod: 'loadRates' }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RatesAnswer>();
}

/** The figures a run of answers added, as the client sums a session. */
function summed(answers: readonly TickAnswer[]) {
  return answers.reduce(
    (sum, answer) => (answer.rates ? addFigures(sum, answer.rates.figures) : sum),
    emptyFigures(),
  );
}

describe('rates per action', () => {
  it('starts empty', async () => {
    expect(await rates()).toEqual({ since: null, tracked: [] });
  });

  it('counts each action apart: its actions, time, exp, gold and items, as the answers said', async () => {
    const mined = [await tick('mining.php'), await tick('mining.php'), await tick('mining.php')];
    expect(
      (await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie)).statusCode,
    ).toBe(200);
    const fought = [await tick('battle.php'), await tick('battle.php')];

    for (const answer of mined)
      expect(answer.rates).toMatchObject({ key: 'mining', name: 'Mining' });
    const mining = summed(mined);
    expect(mining).toMatchObject({ actions: 3, ms: 3 * t.game.actionDelayMs });
    expect(mining.exp).toBe(mined.reduce((sum, a) => sum + (a.data as { exp: number }).exp, 0));
    expect(mining.items.metal).toBe(
      mined.reduce(
        (sum, a) => sum + (a.data as { resource: { amount: number } }).resource.amount,
        0,
      ),
    );
    const battling = summed(fought);
    expect(battling).toMatchObject({ actions: 2, ms: 2 * t.game.actionDelayMs });
    expect(battling.gold).toBe(
      fought.reduce((sum, a) => sum + (a.data as { gold: number }).gold, 0),
    );

    // Stored by the ticks: a reload (or a second device) reads what the answers summed.
    const stored = await rates();
    expect(stored.since).toBeNull();
    expect(stored.tracked).toEqual([
      { key: 'mining', name: 'Mining', figures: mining },
      { key: 'battling', name: 'Battling', figures: battling },
    ]);
  });

  it('Reset forgets the player’s figures only, and the next ticks count afresh', async () => {
    const other = await t.register('Rater_2');
    await tick('mining.php');
    await tick('mining.php', other);
    const resetAt = t.game.clock.now();
    const reset = await t.post('rates.php', { mod: 'resetRates' }, cookie);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<RatesAnswer>()).toEqual({ since: resetAt, tracked: [] });
    expect((await rates(other)).tracked.map((row) => row.figures.actions)).toEqual([1]);

    const next = await tick('mining.php');
    expect((await rates()).tracked).toEqual([
      { key: 'mining', name: 'Mining', figures: next.rates?.figures },
    ]);
    expect((await rates()).since).toBe(resetAt);
  });

  it('refuses an unknown call and a call without a session, changing nothing', async () => {
    await tick('mining.php');
    const before = await rates();
    const unknown = await t.post('rates.php', { mod: 'resetEverything' }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toEqual(expect.any(String));
    const anonymous = await t.post('rates.php', { mod: 'resetRates' });
    expect(anonymous.statusCode).not.toBe(200);
    expect(await rates()).toEqual(before);
  });

  it('tracks each dungeon apart, by name', async () => {
    await grantItems(t.game, 'Rater_1', { cellar_key: 1 });
    const entered = await t.post('areas.php', { mod: 'enterDungeon', id: 1 }, cookie);
    expect(entered.statusCode, entered.body).toBe(200);
    const answer = await tick('dungeon.php');
    expect(answer.rates?.key).toBe('dungeoneering:1');
    expect(answer.rates?.name).toMatch(/^Dungeoneering: \S/);
    expect((await rates()).tracked.map((row) => row.key)).toEqual(['dungeoneering:1']);
  });
});
