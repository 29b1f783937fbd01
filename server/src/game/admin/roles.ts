/**
 * Who may use the operator console, decided in one place: the caller's account status gives a
 * role (moderator from 50, operator from 100) and each role a list of permissions
 * (ADMIN_ROLE_PERMISSIONS of the contracts). Every admin call passes `authorize` first; a
 * player, or a role without the permission, is refused with ADMIN_REFUSAL_TEXT and nothing runs.
 */
import {
  ADMIN_REFUSAL_TEXT,
  ADMIN_ROLE_PERMISSIONS,
  type AdminPermission,
  type AdminRole,
  type AdminWhoami,
} from '@idle/contracts';
import { MODERATOR_STATUS } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { findUser } from '../accounts/users.repository';
import { GameError } from '../errors';

/** The account status an operator has from (the spec's "Admin"). */
export const OPERATOR_STATUS = 100;

/** The account status `npm run admin -- grant-role` sets for each role. */
export const ROLE_STATUS = { player: 0, moderator: MODERATOR_STATUS, operator: OPERATOR_STATUS };
export type GrantableRole = keyof typeof ROLE_STATUS;

export function adminRole(accountStatus: number): AdminRole | null {
  if (accountStatus >= OPERATOR_STATUS) return 'operator';
  if (accountStatus >= MODERATOR_STATUS) return 'moderator';
  return null;
}

/** The caller of an admin call, once authorized. */
export interface Operator {
  id: number;
  username: string;
  accountStatus: number;
  role: AdminRole;
}

export function refused(): GameError {
  return new GameError(ADMIN_REFUSAL_TEXT);
}

/** The caller as an operator allowed `permission`; refused otherwise. */
export async function authorize(
  db: Db,
  userId: number,
  permission: AdminPermission | null,
): Promise<Operator> {
  const user = await findUser(db, userId, ['id', 'username', 'account_status']);
  const role = user ? adminRole(user.account_status) : null;
  if (!user || role === null) throw refused();
  if (permission !== null && !ADMIN_ROLE_PERMISSIONS[role].includes(permission)) throw refused();
  return { id: user.id, username: user.username, accountStatus: user.account_status, role };
}

export function whoami(operator: Operator): AdminWhoami {
  return {
    userid: operator.id,
    username: operator.username,
    role: operator.role,
    permissions: [...ADMIN_ROLE_PERMISSIONS[operator.role]],
  };
}

/**
 * Whether `operator` may ban, mute or otherwise act on a player of `targetStatus`: never on
 * themselves (checked by the caller, which words it), and a moderator never on an operator.
 */
export function mayActOn(operator: Operator, targetStatus: number): boolean {
  return operator.role === 'operator' || adminRole(targetStatus) !== 'operator';
}
