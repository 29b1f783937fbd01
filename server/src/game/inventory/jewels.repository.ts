/** The `jewels` table: each jewel is a row of its own (its owner, stats, equipped, listing). */
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { JewelsTable } from '../../db/schema';

export type JewelRow = Selectable<JewelsTable>;

/** Inserts a jewel; answers its id. */
export async function insertJewel(db: Db, jewel: Insertable<JewelsTable>): Promise<number> {
  const row = await db.insertInto('jewels').values(jewel).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The player's jewels, oldest first. */
export function jewelsOf(db: Db, userId: number): Promise<JewelRow[]> {
  return db.selectFrom('jewels').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The stats of the player's equipped jewels. */
export function equippedJewelStats(
  db: Db,
  userId: number,
): Promise<Pick<JewelRow, 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge'>[]> {
  return db
    .selectFrom('jewels')
    .select(['health', 'attack', 'defence', 'accuracy', 'dodge'])
    .where('user_id', '=', userId)
    .where('equipped', '=', 1)
    .execute();
}

/** The player's equipped jewels of a gem type, oldest first. */
export function equippedJewelsOfGemType(
  db: Db,
  userId: number,
  gemType: number,
): Promise<{ id: number; gemType: number }[]> {
  return db
    .selectFrom('jewels')
    .select(['id', 'gem_type as gemType'])
    .where('user_id', '=', userId)
    .where('gem_type', '=', gemType)
    .where('equipped', '=', 1)
    .orderBy('id')
    .execute();
}

/** One of the player's jewels as its rules read it, or undefined when it is not theirs. */
export function ownedJewel(
  db: Db,
  userId: number,
  jewelId: number,
): Promise<Pick<JewelRow, 'id' | 'gem_type' | 'rarity' | 'equipped' | 'market_price'> | undefined> {
  return db
    .selectFrom('jewels')
    .select(['id', 'gem_type', 'rarity', 'equipped', 'market_price'])
    .where('id', '=', jewelId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The whole row of a jewel (throws when there is none). */
export function loadJewelRow(db: Db, jewelId: number): Promise<JewelRow> {
  return db.selectFrom('jewels').selectAll().where('id', '=', jewelId).executeTakeFirstOrThrow();
}

/** Sets columns of a jewel (equipped, listing price, owner). */
export async function updateJewel(
  db: Db,
  jewelId: number,
  changes: Updateable<JewelsTable>,
): Promise<void> {
  await db.updateTable('jewels').set(changes).where('id', '=', jewelId).execute();
}

export async function deleteJewel(db: Db, jewelId: number): Promise<void> {
  await db.deleteFrom('jewels').where('id', '=', jewelId).execute();
}

/** The whole row of a jewel, or undefined when there is none. */
export function findJewelRow(db: Db, jewelId: number): Promise<JewelRow | undefined> {
  return db.selectFrom('jewels').selectAll().where('id', '=', jewelId).executeTakeFirst();
}

/** The owner of a jewel listed on the jewel market, or undefined when it is not listed. */
export async function listedJewelOwner(db: Db, jewelId: number): Promise<number | undefined> {
  const jewel = await db
    .selectFrom('jewels')
    .select('user_id')
    .where('id', '=', jewelId)
    .where('market_price', 'is not', null)
    .executeTakeFirst();
  return jewel?.user_id;
}

/**
 * Sells a listed jewel: it moves to the buyer, unlisted and unequipped, only while the seller
 * still lists it at `cost` (one conditional update); answers whether it moved.
 */
export async function moveListedJewel(
  db: Db,
  sale: { jewelId: number; sellerId: number; buyerId: number; cost: number },
): Promise<boolean> {
  const moved = await db
    .updateTable('jewels')
    .set({ user_id: sale.buyerId, market_price: null, equipped: 0 })
    .where('id', '=', sale.jewelId)
    .where('user_id', '=', sale.sellerId)
    .where('market_price', '=', sale.cost)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The jewels listed on the jewel market of a gem type with their sellers' names, highest stat total first. */
export function listedJewelsWithSellers(
  db: Db,
  gemType: number,
): Promise<(JewelRow & { username: string })[]> {
  const statsTotal = sql<number>`jewels.health + jewels.attack + jewels.defence + jewels.accuracy + jewels.dodge`;
  return db
    .selectFrom('jewels')
    .innerJoin('users', 'users.id', 'jewels.user_id')
    .selectAll('jewels')
    .select('users.username')
    .where('jewels.gem_type', '=', gemType)
    .where('jewels.market_price', 'is not', null)
    .orderBy(statsTotal, 'desc')
    .orderBy('jewels.id', 'asc')
    .execute();
}

/** The gem type and rarity of each equipped jewel of the player. */
export function equippedJewelGems(db: Db, userId: number) {
  return db
    .selectFrom('jewels')
    .select(['gem_type', 'rarity'])
    .where('user_id', '=', userId)
    .where('equipped', '=', 1)
    .execute();
}

/** The player's jewels of a gem type and rarity, with that kind's jewel-market sales. */
export interface JewelKindWithSales {
  gem_type: number;
  rarity: number;
  /** The player's jewels of the kind, listed ones included (each a row, counted once). */
  amount: number;
  /** Sales of the kind from `since` on, and the gold they fetched. */
  sales: number;
  gold: number | null;
}

/**
 * Net worth's jewel part in one statement: the player's jewels counted per gem type and rarity,
 * each kind joined to its sales from `since` on (a range of `jewel_trades_kind` per kind).
 */
export async function jewelCountsWithSales(
  db: Db,
  userId: number,
  since: number,
): Promise<JewelKindWithSales[]> {
  const result = await sql<JewelKindWithSales>`
    select mine.gem_type, mine.rarity, mine.amount, count(t.price) as sales, sum(t.price) as gold
    from (select gem_type, rarity, count(*) as amount from jewels where user_id = ${userId}
      group by gem_type, rarity) as mine
    left join jewel_trades t
      on t.gem_type = mine.gem_type and t.rarity = mine.rarity and t.traded_at >= ${since}
    group by mine.gem_type, mine.rarity, mine.amount
    order by mine.gem_type, mine.rarity`.execute(db);
  // PostgreSQL's bigint and numeric arrive as numbers (db/database.ts's type parsers).
  return result.rows;
}
