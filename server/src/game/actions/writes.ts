/**
 * The writes every tick makes, as kinds of rows a group-commit batch writes in one statement each
 * (`batchRows`, db/group-commit.ts), compiled once per database (db/prepared.ts) by the
 * repositories of their tables: the items spent (only while owned), the Autos, items, economy
 * counters, experience and statistics as increments, and the action row with its timer guard.
 */
import type { Db } from '../../db/database';
import { sumRows, summedRows } from '../../db/batch-rows';
import { type BatchRows, checksInSql } from '../../db/group-commit';
import { compiledPerDatabase } from '../../db/prepared';
import { userStatements } from '../accounts/users.repository';
import { economyCounterStatements } from '../economy/economy-counters.repository';
import { itemStatements } from '../inventory/items.repository';
import { skillStatements } from '../players/skills.repository';
import { statisticStatements } from '../players/statistics.repository';
import { type ActionStart, actionStartRow, actionStateWrites } from './action-state.repository';
import { tooEarly } from './current-action';
import { TickRefusal } from './handler';

/** Items a tick spends: refused with `shortfallText` when the player holds less. */
export interface SpendRow {
  userId: number;
  itemId: string;
  amount: number;
  shortfallText: string;
}

/**
 * A tick's action row: started anew or continued, while the stored timer is the one this
 * instance expects and allows (`latest`).
 */
export type ActionRow = ActionStart & {
  starts: boolean;
  now: number;
};

/** The order the kinds write in: spends first (what a tick spends was held before its gains). */
const SPENDS_FIRST = 0;
/** The action rows last: their check reads the stored timer when one is refused. */
const ACTION_ROWS_LAST = 2;

export type TickWrites = ReturnType<typeof tickWrites>;

/**
 * Thrown by a tick whose state this instance holds is stale: the stored timer is not the one it
 * expected, though the tick is due (another instance ticked the player meanwhile). The tick
 * changed nothing; it is run again from the stored state.
 */
export class StaleActionState extends Error {
  constructor() {
    super('The stored action timer is not the one this instance expected');
    this.name = 'StaleActionState';
  }
}

export const tickWrites = compiledPerDatabase((db: Db) => ({
  spendItems: spendItems(db),
  /** (user id, now) a row per tick that spends an Auto. */
  spendAutos: spendAutos(db),
  /** (user id, item id, amount). */
  items: summedRows(itemStatements(db).add, 2),
  /** (user id, item id, created, destroyed). */
  economy: summedRows(economyCounterStatements(db).add, 2),
  /** (user id, skill, experience). */
  skills: summedRows(skillStatements(db).add, 2),
  /** (user id, statistic, amount). */
  statistics: summedRows(statisticStatements(db).add, 2),
  actionRows: actionRows(db),
}));

/**
 * Takes every row's items at once; when one falls short the batch cannot be stored as one, so it
 * throws (a batch of one tick: that tick's refusal; checked in SQL: the batch check's failure),
 * and the group commit runs the ticks alone.
 */
function spendItems(db: Db): BatchRows<SpendRow> {
  const statement = itemStatements(db).spend;
  return {
    order: SPENDS_FIRST,
    async write(trx, rows) {
      if (rows.length === 0) return;
      const summed = sumRows(
        rows.map((row) => [row.userId, row.itemId, row.amount]),
        2,
      );
      if (checksInSql(trx)) {
        await statement.checked(trx, summed, 'items spent');
        return;
      }
      const spent = await statement(trx, summed);
      if (spent.rows.length !== summed.length) {
        throw new TickRefusal(rows[0]?.shortfallText ?? '');
      }
    },
  };
}

function spendAutos(db: Db): BatchRows<readonly [userId: number, now: number]> {
  const statement = userStatements(db).spendAutos;
  return {
    async write(trx, rows) {
      if (rows.length === 0) return;
      // A player's Autos spent in this batch, at the last tick's time.
      const spent = new Map<number, [number, number, number]>();
      for (const [userId, now] of rows) {
        const row = spent.get(userId);
        if (row) {
          row[1] += 1;
          row[2] = now;
        } else spent.set(userId, [userId, 1, now]);
      }
      await statement.held(
        trx,
        [...spent.values()].sort((a, b) => a[0] - b[0]),
      );
    },
  };
}

/**
 * The action rows, continued in one statement, started in one (and the players' first rows in
 * another), whatever their count: after a restart every player's first tick may start an action.
 * The stored timer is the last word, compared and set: a row whose stored timer is not the one
 * this instance expected (another instance ticked) or not due throws (a batch of one tick: that
 * tick's refusal, or `StaleActionState`) and the group commit runs the ticks alone. Two ticks of
 * one player in a batch are run alone too: the second must see the first's timer. Checked in
 * SQL (`checksInSql`), a continued row the stored timer or a newer action refused fails the
 * batch likewise, and the ticks run alone with the exact check.
 */
function actionRows(db: Db): BatchRows<ActionRow> {
  const write = actionStateWrites(db);
  return {
    order: ACTION_ROWS_LAST,
    async write(trx, rows) {
      if (rows.length === 0) return;
      if (new Set(rows.map((row) => row.userId)).size !== rows.length) {
        throw new Error('A player ticked twice in one group-commit batch');
      }
      const stored = new Set<number>();
      const continuing = rows
        .filter((row) => !row.starts)
        .sort((a, b) => a.userId - b.userId)
        .map((row) => [
          row.userId,
          row.startedAt,
          row.nextTickAt,
          row.tracker,
          row.params,
          row.expected,
          row.latest,
        ]);
      if (continuing.length > 0 && checksInSql(trx)) {
        await write.continueActions.checked(trx, continuing, 'action timers');
        for (const [userId] of continuing) stored.add(userId as number);
      } else if (continuing.length > 0) {
        const continued = await write.continueActions(trx, continuing);
        for (const { user_id } of continued.rows) stored.add(user_id);
      }
      const starting = rows.filter((row) => row.starts).sort((a, b) => a.userId - b.userId);
      if (starting.length > 0) {
        const restarted = await write.restartActions(trx, starting.map(actionStartRow));
        for (const { user_id } of restarted.rows) stored.add(user_id);
        const firsts = starting.filter((row) => !stored.has(row.userId));
        if (firsts.length > 0) {
          const inserted = await write.insertActions(trx, firsts.map(actionStartRow));
          for (const { user_id } of inserted.rows) stored.add(user_id);
        }
      }
      for (const row of rows) {
        if (stored.has(row.userId)) continue;
        const found = (await write.stored(trx, row)).rows[0];
        const storedTimer = found ? Number(found.next_tick_at) : null;
        if (storedTimer !== null && storedTimer > row.latest) throw tooEarly(storedTimer, row.now);
        // A newer action (or none) is stored: this one's tick stands, its row has nothing to keep.
        if (!row.starts && Number(found?.started_at ?? -1) !== row.startedAt) continue;
        throw new StaleActionState();
      }
    },
  };
}
