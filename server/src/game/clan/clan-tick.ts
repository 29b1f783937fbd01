/**
 * What a clan member's action tick does for the clan, inside the tick's transaction: the clan's
 * experience and the member's clanmanship and actions, and the tax on the tick's taxable gains
 * (gold from mobs, gathered resources) moved into the clan storage. The tick created the gross
 * (counted on the player); the player receives the rest.
 *
 * The taxes are read in the transaction, not kept in the action cache: an officer's change of the
 * clan's taxes then counts from the next tick of every member, on every server instance. The read
 * only runs for players who were members when their action was loaded (`isClanMember`).
 */
import type { ItemAmount } from '@idle/contracts';
import { CLAN_EXP_PER_ACTION, clanTaxedAmount } from '@idle/game-rules';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { type BatchShare, batchShare } from '../../db/group-commit';
import { compiledPerDatabase, prepare } from '../../db/prepared';
import type { Database } from '../../db/schema';

/** The clan's part of one tick, for its answer. */
export interface ClanTickPart {
  clanId: number;
  clanExp: number;
  /** What the clan took of the taxable gains (amounts above 0 only). */
  taxed: ItemAmount[];
}

/** Whether the player is in a clan (read when an action's state is loaded). */
export async function isClanMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clan_members')
    .select('clan_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The player's items after the clan's tax: each taxed amount taken off its item. */
export function afterTax(
  items: readonly [string, number][],
  taxed: readonly ItemAmount[],
): [string, number][] {
  if (taxed.length === 0) return [...items];
  return items.map(([id, amount]) => [
    id,
    amount - (taxed.find((item) => item.id === id)?.amount ?? 0),
  ]);
}

/**
 * The clan's writes of one action tick of `userId`; null when the player is no longer in a clan.
 * `taxable` are the tick's taxable gains (gold is taxed at the gold taxes, anything else at the
 * resource taxes).
 */
export async function clanTickWrites(
  db: Db,
  trx: Transaction<Database>,
  userId: number,
  taxable: readonly ItemAmount[],
): Promise<ClanTickPart | null> {
  const write = clanTickStatements(db);
  const { rows } = (await write.taxes(trx, userId)) as {
    rows: {
      clan_id: number;
      gold_tax: number;
      res_tax: number;
      p_gold_tax: number;
      p_res_tax: number;
    }[];
  };
  const member = rows[0];
  if (!member) return null;
  const taxed: ItemAmount[] = [];
  for (const { id, amount } of taxable) {
    const tax =
      id === 'gold'
        ? clanTaxedAmount(amount, member.gold_tax, member.p_gold_tax)
        : clanTaxedAmount(amount, member.res_tax, member.p_res_tax);
    if (tax > 0) taxed.push({ id, amount: tax });
  }
  for (const { id, amount } of taxed) await write.store(trx, member.clan_id, id, amount);
  await write.member(trx, CLAN_EXP_PER_ACTION, userId);
  batchShare(trx, `clan exp ${member.clan_id}`, () => new ClanExp(db, member.clan_id)).add(
    CLAN_EXP_PER_ACTION,
  );
  return { clanId: member.clan_id, clanExp: CLAN_EXP_PER_ACTION, taxed };
}

/** The experience members of one clan brought in one group commit, written once. */
class ClanExp implements BatchShare {
  private exp = 0;

  constructor(
    private readonly db: Db,
    private readonly clanId: number,
  ) {}

  add(exp: number): void {
    this.exp += exp;
  }

  async write(trx: Transaction<Database>): Promise<void> {
    await clanTickStatements(this.db).clanExp(trx, this.exp, this.clanId);
  }
}

type ClanTickStatements = ReturnType<typeof compileClanTickStatements>;
const clanTickStatements: (db: Db) => ClanTickStatements =
  compiledPerDatabase(compileClanTickStatements);

function compileClanTickStatements(db: Db) {
  return {
    taxes: prepare(
      db,
      (id: number) =>
        sql`select m.clan_id, c.gold_tax, c.res_tax, m.p_gold_tax, m.p_res_tax
          from clan_members m join clans c on c.id = m.clan_id where m.user_id = ${id}`,
      [-1],
    ),
    store: prepare(
      db,
      (clan: number, item: string, amount: number) =>
        sql`insert into clan_storage (clan_id, item_id, amount) values (${clan}, ${item}, ${amount})
          on conflict (clan_id, item_id) do update set amount = clan_storage.amount + excluded.amount`,
      [-1, 'item', -3],
    ),
    member: prepare(
      db,
      (exp: number, id: number) =>
        sql`update clan_members set clanmanship = clanmanship + ${exp}, actions = actions + 1
          where user_id = ${id}`,
      [-1, -2],
    ),
    clanExp: prepare(
      db,
      (exp: number, clan: number) => sql`update clans set exp = exp + ${exp} where id = ${clan}`,
      [-1, -2],
    ),
  };
}
