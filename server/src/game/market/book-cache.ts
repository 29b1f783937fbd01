/**
 * The shown orders of each item's book (`MARKET_ORDERS_SHOWN` a side), kept in memory between
 * item pages: every player opening an item reads the same two sides, and reading them was most of
 * a `loadItems` call's CPU (about 100-130 us a side on SQLite; in the bench a whole page cost
 * 581-644 us read, 113-173 us kept, about what a `ping` costs).
 *
 * Kept only where this process sees every write of the book: an SQLite database, which one
 * server process owns. On PostgreSQL another instance may change the book at any moment, so
 * every page is read from the database there.
 *
 * A change of an item's book (`bookTransaction`) drops the item's sides twice: when the change is
 * made inside its transaction, and again once that transaction has committed or been rolled
 * back. A page read stores what it read only if no drop happened while it read. So a read that
 * saw the book before a change, or the change before its commit, is answered once and never
 * kept.
 */
import type { MarketOrder } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { GameContext } from '../context';
import { marketBookPagesTotal } from './market.metrics';

/** The two shown sides of an item's book, best price first. */
export interface BookSides {
  sellOrders: MarketOrder[];
  buyOrders: MarketOrder[];
}

/**
 * Kept sides are shared by every answer from then on: frozen, so a caller that changed its page
 * would throw instead of changing every other player's. (Typed as they were: answers are built
 * and sent, never changed.)
 */
function frozen(orders: MarketOrder[]): MarketOrder[] {
  return Object.freeze(orders.map((order) => Object.freeze(order))) as MarketOrder[];
}

export class OrderBookCache {
  /** Bumped on every drop of the item: a read stores only under the version it started at. */
  private readonly versions = new Map<string, number>();
  private readonly kept = new Map<string, BookSides>();

  /** The item's sides from memory, or read by `read` (and kept, if nothing changed meanwhile). */
  async sides(itemId: string, read: () => Promise<BookSides>): Promise<BookSides> {
    const cached = this.kept.get(itemId);
    if (cached) {
      marketBookPagesTotal.inc({ sides: 'kept' });
      return cached;
    }
    const version = this.versions.get(itemId) ?? 0;
    const sides = await read();
    if ((this.versions.get(itemId) ?? 0) === version) {
      const kept = { sellOrders: frozen(sides.sellOrders), buyOrders: frozen(sides.buyOrders) };
      this.kept.set(itemId, kept);
      return kept;
    }
    return sides;
  }

  /** The item's book changed (or is changing): forget its sides. */
  drop(itemId: string): void {
    this.versions.set(itemId, (this.versions.get(itemId) ?? 0) + 1);
    this.kept.delete(itemId);
  }
}

const caches = new WeakMap<Db, OrderBookCache>();

/** The book cache of the game's database; null on PostgreSQL (see the top of the file). */
export function bookCacheOf(db: Db): OrderBookCache | null {
  if (isPostgres(db)) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new OrderBookCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Tells the book cache which item's book the work is changing; call it before the write. */
export type BookChanged = (itemId: string) => void;

/**
 * A deciding work of the group commit (`decidingTransaction`) that may change items' books: it
 * names each item through `bookChanged` before writing its orders, and the items' kept sides are
 * dropped then and again once the work's batch has committed or it was refused.
 */
export async function bookTransaction<T>(
  game: GameContext,
  work: (trx: Transaction<Database>, bookChanged: BookChanged) => Promise<T>,
): Promise<T> {
  const cache = bookCacheOf(game.db);
  if (!cache) return game.groupCommit.decidingTransaction((trx) => work(trx, () => undefined));
  const changed = new Set<string>();
  const bookChanged: BookChanged = (itemId) => {
    changed.add(itemId);
    cache.drop(itemId);
  };
  try {
    return await game.groupCommit.decidingTransaction((trx) => work(trx, bookChanged));
  } finally {
    for (const itemId of changed) cache.drop(itemId);
  }
}
