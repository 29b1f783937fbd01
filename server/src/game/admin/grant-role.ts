/**
 * `npm run admin -- grant-role <username> <role>` (tools/admin.ts): sets a player's account
 * status to a role's (player 0, moderator 50, operator 100) on the server's machine, with an
 * audit row by "console command". How the first operator is made.
 */
import { formatNumber } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/transactions';
import { usernameKey } from '../accounts/accounts';
import { findUserByNameKey, updateUser } from '../accounts/users.repository';
import { recordAdminAction } from './audit-trail';
import { ROLE_STATUS, type GrantableRole } from './roles';

/** A refusal of the command, printed as it is. */
export class GrantRoleError extends Error {}

const ROLE_NAMES = Object.keys(ROLE_STATUS) as GrantableRole[];

function isRole(role: string): role is GrantableRole {
  return (ROLE_NAMES as string[]).includes(role);
}

const ARTICLE: Record<GrantableRole, string> = {
  player: 'a player',
  moderator: 'a moderator',
  operator: 'an operator',
};

/** Gives the named player the role; answers the line the command prints. */
export async function grantRole(
  db: Db,
  username: string,
  role: string,
  now: number,
): Promise<string> {
  if (!isRole(role)) {
    throw new GrantRoleError(`Unknown role "${role}": use ${ROLE_NAMES.join(', ')}.`);
  }
  const status = ROLE_STATUS[role];
  return writeTransaction(db, async (trx) => {
    const user = await findUserByNameKey(trx, usernameKey(username), [
      'id',
      'username',
      'account_status',
    ]);
    if (!user) throw new GrantRoleError(`There is no player named "${username}".`);
    await updateUser(trx, user.id, { account_status: status });
    await recordAdminAction(trx, {
      actor: null,
      action: 'grantRole',
      target: user,
      reason: null,
      details: { role, status, previousStatus: user.account_status },
      at: now,
    });
    return `${user.username} is now ${ARTICLE[role]} (account status ${formatNumber(status)}).`;
  });
}
