/**
 * What every clan call shares: who is in which clan with which rank and permissions, the clan's
 * figures (`ClanData`), the clan log, and the clan storage with its economy counting.
 *
 * Concurrency: a call that changes a clan locks the clan's row first (`lockedMembership`, on
 * PostgreSQL; SQLite's write transaction holds the whole database), then reads the actor's
 * membership again under the lock, so two changes of one clan (a kick racing a leave, two
 * officers kicking each other) run one after the other and the second sees what the first did.
 */
import {
  CLAN_PERMISSIONS,
  type ClanData,
  type ClanPermission,
  type ClanPermissions,
  type ClanSummary,
  type ItemAmount,
  type ItemCounts,
} from '@idle/contracts';
import { CLAN_TOP_RANK, clanLevelFromExp, clanMembersLimit } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { GameError } from '../errors';
import { countFlow, type ItemFlow } from '../economy/economy';
import { CLAN_BUILDINGS } from '../content/clan-buildings';
import { findBuildingLevel } from './clan-buildings.repository';
import { insertClanLog } from './clan-log.repository';
import {
  countMembers,
  findClanNameOf,
  findMembershipWithRank,
  getPersonalTaxes,
} from './clan-members.repository';
import { addToStorage, listStorageRows, takeFromStorageRow } from './clan-storage.repository';
import { getClanFigures, lockClanRow } from './clans.repository';

type Executor = Db | Transaction<Database>;

export const NOT_IN_CLAN_TEXT = 'You are not in a clan.';

/** "Your rank does not have the kick permission." */
export function noPermissionText(permission: ClanPermission): string {
  return `Your rank does not have the ${permission} permission.`;
}

export interface Membership {
  clanId: number;
  /** 1 is the leader. */
  rankNum: number;
  /** What the rank may do; rank 1 may do everything whatever is stored. */
  permissions: ClanPermissions;
}

/** The permissions of a clan_ranks row (0 or 1 each); rank 1 always has all. */
export function rankPermissions(
  rankNum: number,
  row: Record<ClanPermission, number>,
): ClanPermissions {
  return Object.fromEntries(
    CLAN_PERMISSIONS.map((permission) => [
      permission,
      rankNum === CLAN_TOP_RANK || row[permission] === 1,
    ]),
  ) as ClanPermissions;
}

/** The player's clan, rank and permissions, or null outside a clan. */
export async function membershipOf(db: Executor, userId: number): Promise<Membership | null> {
  const row = await findMembershipWithRank(db, userId);
  if (!row) return null;
  return {
    clanId: row.clan_id,
    rankNum: row.rank_num,
    permissions: rankPermissions(row.rank_num, row),
  };
}

/** The player's membership; refuses outside a clan. */
export async function requireMembership(db: Executor, userId: number): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new GameError(NOT_IN_CLAN_TEXT);
  return membership;
}

/** Locks the clan's row until the transaction ends (PostgreSQL; see the header). */
export async function lockClan(trx: Transaction<Database>, clanId: number): Promise<void> {
  await lockClanRow(trx, clanId);
}

/**
 * The player's membership read under the lock of its clan's row: what changes the clan may
 * decide from it. Refuses outside a clan, also when the player left while waiting for the lock.
 */
export async function lockedMembership(
  trx: Transaction<Database>,
  userId: number,
): Promise<Membership> {
  const before = await requireMembership(trx, userId);
  await lockClan(trx, before.clanId);
  const after = await requireMembership(trx, userId);
  if (after.clanId !== before.clanId) throw new GameError(NOT_IN_CLAN_TEXT);
  return after;
}

/**
 * The player's membership, locked as `lockedMembership`, refused unless the rank has
 * `permission` (rank 1 has every permission).
 */
export async function requireClanPermission(
  trx: Transaction<Database>,
  userId: number,
  permission: ClanPermission,
): Promise<Membership> {
  const membership = await lockedMembership(trx, userId);
  if (!membership.permissions[permission]) throw new GameError(noPermissionText(permission));
  return membership;
}

const HEADQUARTERS = CLAN_BUILDINGS.find((building) => building.effect.kind === 'membersLimit');

/** How many members the clan may have (its headquarters' level decides). */
export async function membersLimitOf(db: Executor, clanId: number): Promise<number> {
  return clanMembersLimit((await findBuildingLevel(db, clanId, HEADQUARTERS?.id ?? 0)) ?? 0);
}

/** The player's clan as the clan pages show it; refuses outside a clan. */
export async function clanDataOf(db: Executor, userId: number): Promise<ClanData> {
  const membership = await requireMembership(db, userId);
  const [clan, member, members, membersLimit] = await Promise.all([
    getClanFigures(db, membership.clanId),
    getPersonalTaxes(db, userId),
    countMembers(db, membership.clanId),
    membersLimitOf(db, membership.clanId),
  ]);
  const exp = clan.exp;
  const level = clanLevelFromExp(exp);
  return {
    clanid: clan.id,
    name: clan.name,
    level: level.level,
    exp,
    expStart: level.expStart,
    expToLevel: level.expToLevel,
    members,
    membersLimit,
    goldTax: clan.gold_tax,
    resTax: clan.res_tax,
    pGoldTax: member.p_gold_tax,
    pResTax: member.p_res_tax,
    rankNum: membership.rankNum,
    permissions: membership.permissions,
  };
}

/** The player's clan for the initial data and the profile, or null outside a clan. */
export async function clanSummaryOf(db: Executor, userId: number): Promise<ClanSummary | null> {
  const row = await findClanNameOf(db, userId);
  return row ? { clanid: row.id, name: row.name } : null;
}

/** Adds a line to the clan log. */
export async function addClanLog(
  trx: Transaction<Database>,
  clanId: number,
  msg: string,
  now: number,
): Promise<void> {
  await insertClanLog(trx, clanId, msg, now);
}

// ---------------------------------------------------------------------------------------------
// Storage

/** The clan storage's amounts (items held only). */
export async function loadClanStorage(db: Executor, clanId: number): Promise<ItemCounts> {
  const rows = await listStorageRows(db, clanId);
  return Object.fromEntries(
    rows.filter((row) => row.amount > 0).map((row) => [row.item_id, row.amount]),
  );
}

/** Merges amounts of the same item into one entry each, dropping nothing-amounts. */
function merged(items: readonly ItemAmount[]): ItemAmount[] {
  const totals = new Map<string, number>();
  for (const { id, amount } of items) totals.set(id, (totals.get(id) ?? 0) + amount);
  return [...totals].filter(([, amount]) => amount > 0).map(([id, amount]) => ({ id, amount }));
}

/**
 * Adds items to the clan storage. Created or destroyed value is counted on the acting member's
 * economy counters (`actorId`), since the counters are kept per player.
 */
export async function addToClanStorage(
  trx: Transaction<Database>,
  clanId: number,
  items: readonly ItemAmount[],
  flow: ItemFlow,
  actorId: number,
): Promise<void> {
  const added = merged(items);
  if (added.length === 0) return;
  if (flow === 'created') await countFlow(trx, actorId, added, 'created');
  await addToStorage(trx, clanId, added);
}

/**
 * Takes items from the clan storage, all or nothing: each row changes only while it holds
 * enough, and a shortfall throws `shortfall(itemId)`, which rolls the caller's transaction back.
 * Destroyed value is counted on `actorId`'s counters.
 */
export async function takeFromClanStorage(
  trx: Transaction<Database>,
  clanId: number,
  items: readonly ItemAmount[],
  shortfall: (itemId: string) => string,
  flow: ItemFlow,
  actorId: number,
): Promise<void> {
  const taken = merged(items);
  for (const { id, amount } of taken) {
    if (!(await takeFromStorageRow(trx, clanId, id, amount))) throw new GameError(shortfall(id));
  }
  if (flow === 'destroyed') await countFlow(trx, actorId, taken, 'destroyed');
}
