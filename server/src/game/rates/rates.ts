/**
 * rates.php (issue 29): what each action brought the player since their last reset, per action
 * tracked (battling, each dungeon and boss, each gathering skill, each crafting action). The
 * ticks add to the figures in their own writes (rates.modifier.ts); a reset forgets them.
 */
import type { RateFigures, RatesAnswer, TrackedRates } from '@idle/contracts';
import { emptyFigures } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import type { GameContext } from '../context';
import { trackedName } from './names';
import { lastReset, rateRows, resetRateRows } from './rates.repository';

/** The entry of an item's amount (the other entries are the figures' own names). */
export const ITEM_ENTRY = 'item:';

const FIGURES = ['actions', 'ms', 'exp', 'gold'] as const;

/** The stored rows as figures per action tracked, the most active first. */
export function trackedFrom(
  rows: readonly { tracked: string; entry: string; amount: number }[],
): TrackedRates[] {
  const byKey = new Map<string, RateFigures>();
  for (const { tracked, entry, amount } of rows) {
    let figures = byKey.get(tracked);
    if (!figures) byKey.set(tracked, (figures = emptyFigures()));
    if (entry.startsWith(ITEM_ENTRY)) figures.items[entry.slice(ITEM_ENTRY.length)] = amount;
    else if ((FIGURES as readonly string[]).includes(entry))
      figures[entry as (typeof FIGURES)[number]] = amount;
  }
  return [...byKey]
    .map(([key, figures]) => ({ key, name: trackedName(key), figures }))
    .sort((a, b) => b.figures.ms - a.figures.ms || a.key.localeCompare(b.key));
}

async function ratesAnswer(db: Db, userId: number): Promise<RatesAnswer> {
  return { since: await lastReset(db, userId), tracked: trackedFrom(await rateRows(db, userId)) };
}

export function loadRates(game: GameContext, userId: number): Promise<RatesAnswer> {
  return ratesAnswer(game.db, userId);
}

/** Forgets every figure: the rates start afresh from now. */
export function resetRates(game: GameContext, userId: number): Promise<RatesAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    await resetRateRows(trx, userId, game.clock.now());
    return ratesAnswer(trx, userId);
  });
}
