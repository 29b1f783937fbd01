/** The game's announcements (misc.php, spec 001 §7). */
import { readAnnouncements } from '../game/announcements/announcements';
import { routeModule } from '../http/endpoints';

export const announcementsRoutes = routeModule('announcements', {
  getAnnouncements: (_input, { game, userId }) => readAnnouncements(game.db, userId),
});
