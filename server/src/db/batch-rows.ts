/**
 * Kinds of rows for `batchRows` (group-commit.ts): rows stored as added (`listedRows`), and rows
 * of amounts added to stored ones (`summedRows`), summed per key, since one statement changes a
 * row once. Their results are not read: on PostgreSQL they leave with the batch's commit.
 */
import type { BatchRows } from './group-commit';
import type { BatchRowsStatement } from './prepared';

type Value = string | number;

function compareKeys(a: readonly Value[], b: readonly Value[], width: number): number {
  for (let index = 0; index < width; index++) {
    const x = a[index] as Value;
    const y = b[index] as Value;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Rows whose first `keyWidth` values are a key (a player's id first) and the rest amounts: the
 * amounts summed per key, in key order (the order every batch then locks their rows in).
 */
export function sumRows(rows: readonly (readonly Value[])[], keyWidth: number): Value[][] {
  const sums = new Map<string, Value[]>();
  for (const row of rows) {
    // Built by concatenation: no array sliced and joined for each row (a tick adds several).
    let key = String(row[0]);
    for (let index = 1; index < keyWidth; index++) key += `\u0000${row[index] as Value}`;
    const sum = sums.get(key);
    if (!sum) {
      sums.set(key, row.slice());
      continue;
    }
    for (let index = keyWidth; index < row.length; index++) {
      sum[index] = (sum[index] as number) + (row[index] as number);
    }
  }
  return [...sums.values()].sort((a, b) => compareKeys(a, b, keyWidth));
}

/** A kind of such rows (see `sumRows`), written by `statement` in one go. */
export function summedRows(
  statement: BatchRowsStatement,
  keyWidth: number,
): BatchRows<readonly Value[]> {
  return {
    async write(trx, rows) {
      if (rows.length > 0) await statement.held(trx, sumRows(rows, keyWidth));
    },
  };
}

/** Rows `statement` stores as they were added, in one go (new rows: a log's lines). */
export function listedRows(statement: BatchRowsStatement): BatchRows<readonly Value[]> {
  return {
    async write(trx, rows) {
      if (rows.length > 0) await statement.held(trx, rows);
    },
  };
}
