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
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { type BatchShare, batchShare } from '../../db/group-commit';
import { compiledPerDatabase } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { clanMemberStatements, findClanIdOf } from './clan-members.repository';
import { clanStorageStatements } from './clan-storage.repository';
import { clanStatements } from './clans.repository';

/** The clan's part of one tick, for its answer. */
export interface ClanTickPart {
  clanId: number;
  clanExp: number;
  /** What the clan took of the taxable gains (amounts above 0 only). */
  taxed: ItemAmount[];
}

/** Whether the player is in a clan (read when an action's state is loaded). */
export async function isClanMember(db: Db, userId: number): Promise<boolean> {
  return (await findClanIdOf(db, userId)) !== undefined;
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

/** The tick's compiled statements, gathered once per database. */
const clanTickStatements = compiledPerDatabase((db: Db) => ({
  taxes: clanMemberStatements(db).taxes,
  store: clanStorageStatements(db).store,
  member: clanMemberStatements(db).actionDone,
  clanExp: clanStatements(db).addExp,
}));
