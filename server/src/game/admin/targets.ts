/** The player an admin call names by id, and the refusals every such call shares. */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { findUser } from '../accounts/users.repository';
import { GameError } from '../errors';
import { mayActOn, refused, type Operator } from './roles';

export const UNKNOWN_TARGET_TEXT = 'There is no player with that id.';

export interface Target {
  id: number;
  username: string;
  account_status: number;
  banned: number;
}

/** The player of this id; refused when there is none. */
export async function findTarget(db: Db | Transaction<Database>, userId: number): Promise<Target> {
  const target = await findUser(db, userId, ['id', 'username', 'account_status', 'banned']);
  if (!target) throw new GameError(UNKNOWN_TARGET_TEXT);
  return target;
}

/**
 * The player a ban or mute acts on, read in the caller's transaction (their row locked): never
 * the operator themselves (`selfText`), and for a moderator never an operator.
 */
export async function targetToModerate(
  trx: Transaction<Database>,
  operator: Operator,
  userId: number,
  selfText: string,
): Promise<Target> {
  const target = await findTarget(trx, userId);
  if (target.id === operator.id) throw new GameError(selfText);
  if (!mayActOn(operator, target.account_status)) throw refused();
  return target;
}
