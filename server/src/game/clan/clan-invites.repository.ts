/** The SQL of `clan_invites`: the invites a clan sent and a player received. */
import type { Db } from '../../db/database';

/** The invites the player received with their clan's name, newest first. */
export function listReceivedInvites(db: Db, userId: number) {
  return db
    .selectFrom('clan_invites as i')
    .innerJoin('clans as c', 'c.id', 'i.clan_id')
    .select(['i.id', 'i.clan_id', 'c.name', 'i.created_at'])
    .where('i.user_id', '=', userId)
    .orderBy('i.id', 'desc')
    .execute();
}

/** The player's invite of this id with its clan's name. */
export function findReceivedInvite(db: Db, inviteId: number, userId: number) {
  return db
    .selectFrom('clan_invites as i')
    .innerJoin('clans as c', 'c.id', 'i.clan_id')
    .select(['i.id', 'i.clan_id', 'c.name'])
    .where('i.id', '=', inviteId)
    .where('i.user_id', '=', userId)
    .executeTakeFirst();
}

/** The clan's pending invites with the invited players' names, oldest first. */
export function listSentInvites(db: Db, clanId: number) {
  return db
    .selectFrom('clan_invites as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.user_id', 'u.username', 'i.created_at'])
    .where('i.clan_id', '=', clanId)
    .orderBy('i.id')
    .execute();
}

export async function hasInvite(db: Db, clanId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clan_invites')
    .select('id')
    .where('clan_id', '=', clanId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countSentInvites(db: Db, clanId: number): Promise<number> {
  const { count } = await db
    .selectFrom('clan_invites')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('clan_id', '=', clanId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertInvite(
  db: Db,
  invite: { clan_id: number; user_id: number; invited_by: number; created_at: number },
): Promise<void> {
  await db.insertInto('clan_invites').values(invite).execute();
}

export async function deleteInvite(db: Db, inviteId: number): Promise<void> {
  await db.deleteFrom('clan_invites').where('id', '=', inviteId).execute();
}

/** Deletes every invite the player received. */
export async function deleteInvitesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('clan_invites').where('user_id', '=', userId).execute();
}

/** Withdraws the clan's invite of the player; whether there was one. */
export async function deleteSentInvite(db: Db, clanId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('clan_invites')
    .where('clan_id', '=', clanId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows !== 0n;
}
