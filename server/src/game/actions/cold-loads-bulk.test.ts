/**
 * The first ticks of players whose state no instance holds (a cold start) read their states
 * together: N players waiting cost the queries of one, on either database.
 */
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, insertStandInPlayers, type TestGame, userRow } from '../../test-support';
import { createActionCache } from '../action-cache';
import { battleHandler } from '../battle/battle.handler';
import { runTick } from './pipeline';
import type { ActionState } from './state';

let t: TestGame;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
});
afterEach(async () => {
  await t.close();
});

/** `count` players battling area 1's first mob, with stored actions: their ids and names. */
async function battlingPlayers(count: number): Promise<{ id: number; name: string }[]> {
  const cookie = await t.register('Cold_lead');
  await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
  const lead = await userRow(t.game, 'Cold_lead');
  if (!lead) throw new Error('no lead player');
  const others = await insertStandInPlayers(t.game, 'Cold_lead', count - 1, 'Cold');
  const stored = await t.game.db
    .selectFrom('action_state')
    .selectAll()
    .where('user_id', '=', lead.id)
    .executeTakeFirstOrThrow();
  await t.game.db
    .insertInto('action_state')
    .values(others.map(({ id }) => ({ ...stored, user_id: id })))
    .execute();
  return [{ id: lead.id, name: 'Cold_lead' }, ...others];
}

describe('cold loads of several players', () => {
  it('read the states of 20 players waiting for a first tick with the queries of one', async () => {
    const [alone, ...together] = await battlingPlayers(21);
    if (alone === undefined) throw new Error('no players');
    let reads = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        reads += 1;
        return Promise.resolve(args.result);
      },
    };
    // Reads through the counted database; the writes go through the group commit, not counted.
    const game = {
      ...t.game,
      db: t.game.db.withPlugin(counter),
      actionCache: createActionCache<ActionState>(),
    };
    const tickAll = async (players: { id: number; name: string }[]) => {
      reads = 0;
      const answers = await Promise.all(
        players.map(({ id }) => runTick(game, battleHandler, id, {})),
      );
      // Each player was answered from their own state.
      for (const [index, answer] of answers.entries()) {
        expect(answer).toMatchObject({ autos: 149, data: { p1: { name: players[index]?.name } } });
      }
      return reads;
    };

    const readsOfOne = await tickAll([alone]);
    expect(readsOfOne).toBeGreaterThan(3);
    expect(await tickAll(together)).toBe(readsOfOne);
    for (const { id } of [alone, ...together]) {
      expect(game.actionCache.get(id)?.userId).toBe(id);
    }
  });
});
