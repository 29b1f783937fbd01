/** admin.php requests: the operator console (api/admin.ts has the answers). */
import { z } from 'zod';
import {
  ADMIN_ITEMS_MAX,
  ADMIN_MAX_MINUTES,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_REASON_MIN_LENGTH,
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
} from '../api/admin';
import { ItemId, decimalFormValue, formInt, jsonField, lineText, multilineText } from './common';

/** A player's id in a form field or query string. */
const PlayerId = z.preprocess(
  decimalFormValue,
  z
    .number({ error: 'Choose a player.' })
    .int('That player does not exist.')
    .positive('That player does not exist.')
    .max(Number.MAX_SAFE_INTEGER, 'That player does not exist.'),
);

/** Why an operator acts, kept in the audit trail. */
const Reason = lineText('reason', 'Enter a reason.')
  .trim()
  .min(
    ADMIN_REASON_MIN_LENGTH,
    `The reason must be at least ${String(ADMIN_REASON_MIN_LENGTH)} characters.`,
  )
  .max(
    ADMIN_REASON_MAX_LENGTH,
    `The reason can be at most ${String(ADMIN_REASON_MAX_LENGTH)} characters.`,
  );

const ForMinutes = z.object({
  kind: z.literal('minutes'),
  minutes: z
    .number({ error: 'The duration must be a number.' })
    .int('The duration must be a whole number of minutes.')
    .min(1, 'The duration must be at least 1 minute.')
    .max(ADMIN_MAX_MINUTES, 'The duration can be at most ten years.'),
});
const Until = z.object({
  kind: z.literal('until'),
  /** Epoch milliseconds; the server refuses a time that is not ahead. */
  at: z
    .number({ error: 'The end time must be a number.' })
    .int('The end time is not valid.')
    .positive('The end time is not valid.')
    .max(8_640_000_000_000_000, 'The end time is not valid.'),
});
const Permanent = z.object({ kind: z.literal('permanent') });

/** When a ban ends: after a duration, at a time, or never. JSON in the form field `end`. */
export const BanEnd = z.discriminatedUnion('kind', [ForMinutes, Until, Permanent], {
  error: 'Choose when the ban ends: after a duration, at a time, or never.',
});
export type BanEnd = z.infer<typeof BanEnd>;
/** When a mute ends: after a duration or at a time. */
export const MuteEnd = z.discriminatedUnion('kind', [ForMinutes, Until], {
  error: 'Choose when the mute ends: after a duration or at a time.',
});
export type MuteEnd = z.infer<typeof MuteEnd>;

const AnnouncementFields = {
  type: formInt('type', 1, 10).default(1),
  title: lineText('title')
    .trim()
    .min(1, 'Enter the title.')
    .max(ANNOUNCEMENT_TITLE_MAX_LENGTH, 'The title is too long.'),
  msg: multilineText('message')
    .trim()
    .min(1, 'Enter the message.')
    .max(ANNOUNCEMENT_MESSAGE_MAX_LENGTH, 'The message is too long.'),
};

export const AdminWhoamiQuery = z.object({ mod: z.literal('whoami') });

export const ListAnnouncementsQuery = z.object({ mod: z.literal('listAnnouncements') });
export const PostAnnouncementRequest = z.object({
  mod: z.literal('postAnnouncement'),
  ...AnnouncementFields,
});
export const EditAnnouncementRequest = z.object({
  mod: z.literal('editAnnouncement'),
  id: formInt('id', 1, Number.MAX_SAFE_INTEGER),
  ...AnnouncementFields,
});
export const DeleteAnnouncementRequest = z.object({
  mod: z.literal('deleteAnnouncement'),
  id: formInt('id', 1, Number.MAX_SAFE_INTEGER),
});

/** Players whose name starts with `prefix` (any case). */
export const FindPlayersQuery = z.object({
  mod: z.literal('findPlayers'),
  prefix: lineText('name', 'Enter the start of a name.')
    .trim()
    .min(1, 'Enter the start of a name.')
    .max(64, 'That name is too long.'),
});
export const PlayerDetailQuery = z.object({ mod: z.literal('player'), userid: PlayerId });

export const BanRequest = z.object({
  mod: z.literal('ban'),
  userid: PlayerId,
  reason: Reason,
  end: jsonField('end', BanEnd),
});
export const UnbanRequest = z.object({ mod: z.literal('unban'), userid: PlayerId, reason: Reason });
export const MuteRequest = z.object({
  mod: z.literal('mute'),
  userid: PlayerId,
  reason: Reason,
  end: jsonField('end', MuteEnd),
});
export const UnmuteRequest = z.object({
  mod: z.literal('unmute'),
  userid: PlayerId,
  reason: Reason,
});

const itemsFields = {
  userid: PlayerId,
  itemId: ItemId,
  amount: formInt('amount', 1, ADMIN_ITEMS_MAX),
  reason: Reason,
};
export const GrantItemsRequest = z.object({ mod: z.literal('grantItems'), ...itemsFields });
export const TakeItemsRequest = z.object({ mod: z.literal('takeItems'), ...itemsFields });

export const EconomyAuditQuery = z.object({ mod: z.literal('economyAudit') });
export const OnlinePlayersQuery = z.object({ mod: z.literal('onlinePlayers') });
export const WorldStateQuery = z.object({ mod: z.literal('worldState') });

/** The audit trail, newest first; `operatorId` and `targetId` narrow it to one player each. */
export const AuditTrailQuery = z.object({
  mod: z.literal('auditTrail'),
  page: formInt('page', 1, 1_000_000).default(1),
  operatorId: PlayerId.optional(),
  targetId: PlayerId.optional(),
});
