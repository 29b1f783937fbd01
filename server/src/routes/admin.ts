/**
 * The operator console (admin.php, issue 27). Every call passes the one guard first
 * (`authorize`, game/admin/roles.ts): a player, or a moderator asking for an operator's call,
 * is refused with "You do not have permission to do that." and nothing runs.
 */
import type { AdminPermission } from '@idle/contracts';
import {
  deleteAnnouncement,
  editAnnouncement,
  listAnnouncements,
  postAnnouncement,
} from '../game/admin/announcements';
import { auditTrailPage } from '../game/admin/audit-trail';
import { banPlayer, unbanPlayer } from '../game/admin/bans';
import { grantItems, takeItems } from '../game/admin/compensation';
import { economyAuditReport } from '../game/admin/economy';
import { mutePlayer, unmutePlayer } from '../game/admin/mutes';
import { findPlayers, playerDetail } from '../game/admin/players';
import { authorize, whoami, type Operator } from '../game/admin/roles';
import { worldState } from '../game/admin/world';
import { playersOnlineForConsole } from '../game/accounts/online';
import { routeModule, type CallContext } from '../http/endpoints';

/** A handler run only for a caller whose role has `permission` (null: any console role). */
function allowed<Input, Answer>(
  permission: AdminPermission | null,
  handler: (input: Input, operator: Operator, call: CallContext) => Promise<Answer>,
) {
  return async (input: Input, call: CallContext): Promise<Answer> =>
    handler(input, await authorize(call.game.db, call.userId, permission), call);
}

export const adminRoutes = routeModule('admin', {
  whoami: allowed(null, (_input, operator) => Promise.resolve(whoami(operator))),
  listAnnouncements: allowed('announcements', (_input, _operator, { game }) =>
    listAnnouncements(game),
  ),
  postAnnouncement: allowed('announcements', ({ type, title, msg }, operator, { game }) =>
    postAnnouncement(game, operator, { type, title, msg }),
  ),
  editAnnouncement: allowed('announcements', ({ id, type, title, msg }, operator, { game }) =>
    editAnnouncement(game, operator, id, { type, title, msg }),
  ),
  deleteAnnouncement: allowed('announcements', (input, operator, { game }) =>
    deleteAnnouncement(game, operator, input.id),
  ),
  findPlayers: allowed('readPlayers', (input, _operator, { game }) =>
    findPlayers(game, input.prefix),
  ),
  player: allowed('readPlayers', (input, _operator, { game }) => playerDetail(game, input.userid)),
  ban: allowed('moderate', (input, operator, { game }) =>
    banPlayer(game, operator, input.userid, input.reason, input.end),
  ),
  unban: allowed('moderate', (input, operator, { game }) =>
    unbanPlayer(game, operator, input.userid, input.reason),
  ),
  mute: allowed('moderate', (input, operator, { game }) =>
    mutePlayer(game, operator, input.userid, input.reason, input.end),
  ),
  unmute: allowed('moderate', (input, operator, { game }) =>
    unmutePlayer(game, operator, input.userid, input.reason),
  ),
  grantItems: allowed('compensation', (input, operator, { game }) =>
    grantItems(game, operator, { ...input, targetId: input.userid }),
  ),
  takeItems: allowed('compensation', (input, operator, { game }) =>
    takeItems(game, operator, { ...input, targetId: input.userid }),
  ),
  economyAudit: allowed('economyAudit', (_input, _operator, { game }) => economyAuditReport(game)),
  onlinePlayers: allowed('readWorld', (_input, _operator, { game }) =>
    playersOnlineForConsole(game),
  ),
  worldState: allowed('readWorld', (_input, _operator, { game }) => worldState(game)),
  auditTrail: allowed('readAuditTrail', (input, _operator, { game }) =>
    auditTrailPage(game.db, { operatorId: input.operatorId, targetId: input.targetId }, input.page),
  ),
});
