/**
 * Actions started by ticks of several players in one group commit (every player's first tick
 * after a restart, say): the starts are stored in one statement whatever their count (and the
 * players' first action rows in another), and a start the stored timer refuses refuses that
 * player alone, changing nothing of theirs, while the others' starts are stored.
 */
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommit, type GroupCommit } from '../../db/group-commit';
import { createTestGame, insertStandInPlayers, type TestGame, userRow } from '../../test-support';
import { battleHandler } from '../battle/battle.handler';
import type { GameContext } from '../context';
import { gatheringHandler } from '../gathering/gathering.handler';
import { TOO_EARLY_TEXT } from './current-action';
import { runTick } from './pipeline';

const DELAY = 6000;
const miningHandler = gatheringHandler('mining');
let t: TestGame;

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** Compiled statements on the action rows (the starts, the timer's read) run so far. */
let onActionRows = 0;
beforeEach(() => {
  // Called with the Kysely (or transaction) it was called on.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const run = Kysely.prototype.executeQuery;
  vi.spyOn(Kysely.prototype, 'executeQuery').mockImplementation(function (
    this: Kysely<unknown>,
    query,
    ...rest
  ) {
    const text = 'sql' in query ? query.sql : query.compile().sql;
    if (/\baction_state\b/.test(text)) onActionRows += 1;
    return run.call(this, query, ...rest);
  });
});

/**
 * A group commit whose works wait until `size` of them are asked for, then (after `meanwhile`)
 * join one batch; `counted` is how many statements on the action rows it ran.
 */
function oneBatchOf(
  size: number,
  meanwhile: () => Promise<void> = () => Promise.resolve(),
): { groupCommit: GroupCommit; counted: { readonly onActionRows: number } } {
  const from = onActionRows;
  const counted = {
    get onActionRows() {
      return onActionRows - from;
    },
  };
  const inner = createGroupCommit(t.game.db, 1);
  let waiting: (() => void)[] = [];
  const groupCommit: GroupCommit = {
    transaction(work) {
      return new Promise((resolve, reject) => {
        waiting.push(() => {
          inner.transaction(work).then(resolve, reject);
        });
        if (waiting.length < size) return;
        // Asked for in one turn of the event loop: the inner group commit runs them as one batch.
        const asked = waiting;
        waiting = [];
        void meanwhile().then(() => {
          for (const ask of asked) ask();
        });
      });
    },
    decidingTransaction: (work) => inner.decidingTransaction(work),
    settled: () => inner.settled(),
  };
  return { groupCommit, counted };
}

async function battlingPlayers(count: number, prefix: string): Promise<number[]> {
  const cookie = await t.register(`${prefix}_lead`);
  await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
  const lead = await userRow(t.game, `${prefix}_lead`);
  if (!lead) throw new Error('no lead player');
  const others = await insertStandInPlayers(t.game, `${prefix}_lead`, count - 1, prefix);
  const stored = await t.game.db
    .selectFrom('action_state')
    .selectAll()
    .where('user_id', '=', lead.id)
    .executeTakeFirstOrThrow();
  if (others.length > 0) {
    await t.game.db
      .insertInto('action_state')
      .values(others.map(({ id }) => ({ ...stored, user_id: id })))
      .execute();
  }
  return [lead.id, ...others.map(({ id }) => id)];
}

/** The players' actions ended (stopped by an answer, say): their next tick starts them anew. */
async function endActions(game: GameContext, ids: number[]): Promise<void> {
  await game.db.updateTable('action_state').set({ ended: 1 }).where('user_id', 'in', ids).execute();
  for (const id of ids) game.actionCache.forget(id);
}

const actionRow = (id: number) =>
  t.game.db.selectFrom('action_state').selectAll().where('user_id', '=', id).executeTakeFirst();

describe('actions started by several players at once', () => {
  it('store the others and refuse alone the player whose stored timer says not yet', async () => {
    const [started, refused] = await battlingPlayers(2, 'Start');
    if (started === undefined || refused === undefined) throw new Error('no players');
    await t.register('First_miner');
    const miner = (await userRow(t.game, 'First_miner'))?.id;
    if (miner === undefined) throw new Error('no miner');
    await endActions(t.game, [started, refused]);
    expect(await actionRow(miner)).toBeUndefined();
    const refusedBefore: Record<string, unknown> = {};
    // Another instance ticked for this player after its state was read here: the stored timer
    // is ahead of what this instance read.
    const anotherInstanceTicks = async () => {
      await t.game.db
        .updateTable('action_state')
        .set({ next_tick_at: t.game.clock.now() + 10 * DELAY })
        .where('user_id', '=', refused)
        .execute();
      refusedBefore.row = await actionRow(refused);
      refusedBefore.user = await t.game.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', refused)
        .executeTakeFirst();
      refusedBefore.statistics = await t.game.db
        .selectFrom('statistics')
        .selectAll()
        .where('user_id', '=', refused)
        .orderBy('stat')
        .execute();
    };

    const { groupCommit, counted } = oneBatchOf(3, anotherInstanceTicks);
    const game = { ...t.game, groupCommit };
    const now = t.game.clock.now();
    const [battled, early, mined] = await Promise.allSettled([
      runTick(game, battleHandler, started, {}),
      runTick(game, battleHandler, refused, {}),
      runTick(game, miningHandler, miner, {}),
    ]);

    expect(battled.status === 'fulfilled' && battled.value.data).toBeTruthy();
    expect(battled.status === 'fulfilled' && battled.value.stopAction).toBeUndefined();
    expect(mined.status === 'fulfilled' && mined.value.data).toMatchObject({ skill: 'mining' });
    expect(early.status).toBe('rejected');
    expect(early.status === 'rejected' && (early.reason as Error).message).toBe(TOO_EARLY_TEXT);
    // One batch (the starts, the first rows, the refused timer's read), then each tick alone:
    // a start, a start and a first row and the timer's read, a start and a first row.
    expect(counted.onActionRows).toBe(3 + 1 + 3 + 2);

    expect(await actionRow(started)).toMatchObject({
      action: 'battling',
      ended: 0,
      started_at: now,
      next_tick_at: now + DELAY,
    });
    expect(JSON.parse((await actionRow(started))?.tracker ?? '{}')).toMatchObject({ actions: 1 });
    expect(await actionRow(miner)).toMatchObject({
      action: 'mining',
      ended: 0,
      started_at: now,
      next_tick_at: now + DELAY,
    });
    expect(refusedBefore.row).toMatchObject({ ended: 1 });
    expect(await actionRow(refused)).toEqual(refusedBefore.row);
    expect(
      await t.game.db.selectFrom('users').selectAll().where('id', '=', refused).executeTakeFirst(),
    ).toEqual(refusedBefore.user);
    expect(
      await t.game.db
        .selectFrom('statistics')
        .selectAll()
        .where('user_id', '=', refused)
        .orderBy('stat')
        .execute(),
    ).toEqual(refusedBefore.statistics);
  });

  it('store their starts in one statement for 50 players as for one', async () => {
    const players = await battlingPlayers(51, 'Restart');
    // The first ticks read each player's state (not through the counted group commit).
    const warm = oneBatchOf(players.length);
    await Promise.all(
      players.map((id) =>
        runTick({ ...t.game, groupCommit: warm.groupCommit }, battleHandler, id, {}),
      ),
    );
    t.game.clock.advance(DELAY);
    await endActions(t.game, players);

    const startAll = async (ids: number[]) => {
      const { groupCommit, counted } = oneBatchOf(ids.length);
      const game = { ...t.game, groupCommit };
      const answers = await Promise.all(ids.map((id) => runTick(game, battleHandler, id, {})));
      for (const answer of answers) expect(answer.stopAction).toBeUndefined();
      return counted.onActionRows;
    };
    expect(await startAll(players.slice(0, 1))).toBe(1);
    expect(await startAll(players.slice(1))).toBe(1);
    const rows = await t.game.db
      .selectFrom('action_state')
      .select(['ended', 'started_at'])
      .where('user_id', 'in', players)
      .execute();
    expect(rows).toHaveLength(players.length);
    for (const row of rows) expect(row).toEqual({ ended: 0, started_at: t.game.clock.now() });
  });

  it('store the first action rows of 50 players in one statement as of one', async () => {
    await t.register('Miner_lead');
    const lead = (await userRow(t.game, 'Miner_lead'))?.id;
    if (lead === undefined) throw new Error('no lead miner');
    const others = await insertStandInPlayers(t.game, 'Miner_lead', 50, 'Miner');
    const mineAll = async (ids: number[]) => {
      const { groupCommit, counted } = oneBatchOf(ids.length);
      const game = { ...t.game, groupCommit };
      const answers = await Promise.all(ids.map((id) => runTick(game, miningHandler, id, {})));
      for (const answer of answers) expect(answer.data).toMatchObject({ skill: 'mining' });
      return counted.onActionRows;
    };
    // The starts of players with a row (none here), then the first rows.
    expect(await mineAll([lead])).toBe(2);
    expect(await mineAll(others.map(({ id }) => id))).toBe(2);
    const stored = await t.game.db
      .selectFrom('action_state')
      .select(({ fn }) => fn.countAll<number | string>().as('rows'))
      .where('action', '=', 'mining')
      .where('ended', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(stored.rows)).toBe(51);
  });
});
