/**
 * The operator console (admin.php, issue 27). The contracts come first so the console's screens
 * can be built on them: until the server's admin domain lands, every call is refused.
 */
import { ADMIN_REFUSAL_TEXT } from '@idle/contracts';
import { GameError } from '../game/errors';
import { routeModule } from '../http/endpoints';

const refuse = () => Promise.reject(new GameError(ADMIN_REFUSAL_TEXT, 403));

export const adminRoutes = routeModule('admin', {
  whoami: refuse,
  listAnnouncements: refuse,
  postAnnouncement: refuse,
  editAnnouncement: refuse,
  deleteAnnouncement: refuse,
  findPlayers: refuse,
  player: refuse,
  ban: refuse,
  unban: refuse,
  mute: refuse,
  unmute: refuse,
  grantItems: refuse,
  takeItems: refuse,
  economyAudit: refuse,
  onlinePlayers: refuse,
  worldState: refuse,
  auditTrail: refuse,
});
