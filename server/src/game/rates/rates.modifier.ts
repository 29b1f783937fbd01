/**
 * Every action's tick adds what it brought to the action's rates (issue 29), in the tick's own
 * group commit (one statement a batch, no read), and answers it so the client sums the session.
 */
import type { RateFigures } from '@idle/contracts';
import { batchRows } from '../../db/group-commit';
import { summedRows } from '../../db/batch-rows';
import { compiledPerDatabase } from '../../db/prepared';
import type { Db } from '../../db/database';
import type { GameTickModifier } from '../context';
import { trackedName } from './names';
import { ITEM_ENTRY } from './rates';
import { rateStatements } from './rates.repository';

const rateRows = compiledPerDatabase((db: Db) => summedRows(rateStatements(db).add, 3));

export const ratesModifier: GameTickModifier = {
  key: 'rates',
  writeAfterHandler(trx, tick) {
    // A boss's charge is no action: nothing to count.
    if (!tick.isAction) return null;
    const figures: RateFigures = { actions: 1, ms: tick.delay, exp: 0, gold: 0, items: {} };
    for (const [, exp] of tick.skills) figures.exp += exp;
    for (const { id, amount } of tick.received) {
      if (amount <= 0) continue;
      if (id === 'gold') figures.gold += amount;
      else figures.items[id] = (figures.items[id] ?? 0) + amount;
    }
    const { userId, tracked } = tick;
    const rows = rateRows(tick.game.db);
    for (const entry of ['actions', 'ms', 'exp', 'gold'] as const) {
      if (figures[entry] > 0) batchRows(trx, rows, [userId, tracked, entry, figures[entry]]);
    }
    for (const [id, amount] of Object.entries(figures.items)) {
      batchRows(trx, rows, [userId, tracked, `${ITEM_ENTRY}${id}`, amount]);
    }
    return Promise.resolve({
      fields: { rates: { key: tracked, name: trackedName(tracked), figures } },
    });
  },
};
