/** The console's server calls: what its pages read (hooks) and change (functions). */
export {
  deleteAnnouncement,
  editAnnouncement,
  postAnnouncement,
  useAdminAnnouncements,
  type AnnouncementText,
} from './announcements';
export { useAuditTrail, type AuditFilter } from './audit';
export { useEconomyAudit } from './economy';
export {
  banPlayer,
  changeItems,
  mutePlayer,
  unbanPlayer,
  unmutePlayer,
  useFindPlayers,
  usePlayerDetail,
  type ItemsChange,
} from './players';
export { useMayDo, useWhoami } from './whoami';
export { useOnlinePlayers, useWorldState } from './world';
