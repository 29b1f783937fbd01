/**
 * Chat lines in storage: each public or clan channel keeps its newest {@link HISTORY_PER_CHANNEL}
 * lines, and private messages the newest {@link HISTORY_PER_CHANNEL} each player received; older
 * ones are deleted by the insert that pushes them out, in its transaction.
 */
import type { ChatChannel, ChatLine, ChatLineType } from '@idle/contracts';
import type { Db } from '../db/database';
import type { ChatMessagesTable } from '../db/schema';
import { writeTransaction } from '../db/transactions';
import {
  deleteOlderThan,
  findOldestKeptId,
  insertMessage,
  listHistory,
} from './chat-messages.repository';

export const HISTORY_PER_CHANNEL = 300;
/** Lines sent on connect, all channels together. */
export const HISTORY_ON_CONNECT = 300;
export const PUBLIC_CHANNELS = ['general', 'trade', 'help'] as const;
export const PM_CHANNEL = 'pm';

export function clanChannel(clanId: number): ChatChannel {
  return `clan-${clanId}`;
}

type StoredRow = Omit<ChatMessagesTable, 'id'> & { id: number };

/** A stored row as `viewerId` sees it: a private message reads pm-to for its sender. */
function lineOf(row: StoredRow, viewerId: number): ChatLine {
  const isPm = row.channel === PM_CHANNEL;
  return {
    id: row.id,
    type: isPm ? (row.user_id === viewerId ? 'pm-to' : 'pm-from') : (row.type as ChatLineType),
    channel: row.channel as ChatChannel,
    time: row.created_at,
    from:
      row.user_id === null
        ? null
        : {
            userid: row.user_id,
            username: row.username ?? '',
            nobilityRank: row.nobility_rank ?? 1,
            accountStatus: row.account_status ?? 0,
          },
    to:
      row.to_user_id === null ? null : { userid: row.to_user_id, username: row.to_username ?? '' },
    text: row.text,
  };
}

/** Stores a line (its `id` is ignored) and trims its channel; answers the line with its id. */
export async function storeLine(db: Db, line: ChatLine): Promise<ChatLine> {
  return writeTransaction(db, async (trx) => {
    const id = await insertMessage(trx, {
      channel: line.channel,
      type: line.type,
      user_id: line.from?.userid ?? null,
      username: line.from?.username ?? null,
      nobility_rank: line.from?.nobilityRank ?? null,
      account_status: line.from?.accountStatus ?? null,
      to_user_id: line.to?.userid ?? null,
      to_username: line.to?.username ?? null,
      text: line.text,
      created_at: line.time,
    });
    // Private messages are kept per recipient.
    const recipient = line.channel === PM_CHANNEL ? (line.to?.userid ?? 0) : null;
    const oldestKept = await findOldestKeptId(trx, line.channel, recipient, HISTORY_PER_CHANNEL);
    if (oldestKept !== undefined) {
      await deleteOlderThan(trx, line.channel, recipient, oldestKept);
    }
    return { ...line, id };
  });
}

/**
 * The history a player is sent on connect, oldest first: the newest lines of the public
 * channels, their clan's and their private messages, without lines of players they ignore.
 */
export async function loadHistory(
  db: Db,
  userId: number,
  clanId: number | null,
): Promise<ChatLine[]> {
  const channels: string[] = [...PUBLIC_CHANNELS];
  if (clanId !== null) channels.push(clanChannel(clanId));
  const rows = await listHistory(db, userId, channels, PM_CHANNEL, HISTORY_ON_CONNECT);
  return rows.reverse().map((row) => lineOf(row, userId));
}
