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
  const member = (await write.taxes(trx, { userId })).rows[0];
  if (!member) return null;
  const taxed: ItemAmount[] = [];
  for (const { id, amount } of taxable) {
    const tax =
      id === 'gold'
        ? clanTaxedAmount(amount, member.gold_tax, member.p_gold_tax)
        : clanTaxedAmount(amount, member.res_tax, member.p_res_tax);
    if (tax > 0) taxed.push({ id, amount: tax });
  }
  for (const { id, amount } of taxed)
    await write.store(trx, { clanId: member.clan_id, itemId: id, amount });
  await write.member(trx, { exp: CLAN_EXP_PER_ACTION, userId });
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
    await clanTickStatements(this.db).clanExp(trx, { exp: this.exp, clanId: this.clanId });
  }
}

type ClanTickStatements = ReturnType<typeof compileClanTickStatements>;
const clanTickStatements: (db: Db) => ClanTickStatements =
  compiledPerDatabase(compileClanTickStatements);

function compileClanTickStatements(db: Db) {
  return {
    taxes: prepare(
      db,
      (p: { userId: number }) =>
        sql<{
          clan_id: number;
          gold_tax: number;
          res_tax: number;
          p_gold_tax: number;
          p_res_tax: number;
        }>`select m.clan_id, c.gold_tax, c.res_tax, m.p_gold_tax, m.p_res_tax
          from clan_members m join clans c on c.id = m.clan_id where m.user_id = ${p.userId}`,
      { userId: -1 },
    ),
    store: prepare(
      db,
      (p: { clanId: number; itemId: string; amount: number }) =>
        sql`insert into clan_storage (clan_id, item_id, amount)
          values (${p.clanId}, ${p.itemId}, ${p.amount})
          on conflict (clan_id, item_id) do update set amount = clan_storage.amount + excluded.amount`,
      { clanId: -1, itemId: 'item', amount: -3 },
    ),
    member: prepare(
      db,
      (p: { exp: number; userId: number }) =>
        sql`update clan_members set clanmanship = clanmanship + ${p.exp}, actions = actions + 1
          where user_id = ${p.userId}`,
      { exp: -1, userId: -2 },
    ),
    clanExp: prepare(
      db,
      (p: { exp: number; clanId: number }) =>
        sql`update clans set exp = exp + ${p.exp} where id = ${p.clanId}`,
      { exp: -1, clanId: -2 },
    ),
  };
}
