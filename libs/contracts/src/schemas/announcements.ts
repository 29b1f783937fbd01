/** The announcements' request (misc.php). */
import { modOnly } from './common';

export const GetAnnouncementsQuery = modOnly('getAnnouncements');
